import { InvalidParamsRpcError } from '@latch/common'
import { getBase16Encoder } from '@solana/kit'
import type { Config } from '../types/config.js'
import { toBase58 } from './codecs.js'
import { getSolanaConnection } from './getSolanaConnection.js'

/**
 * Signs a message with the connected Solana wallet (ed25519 over the
 * message's UTF-8 bytes, or the raw bytes given as hex) and returns the
 * signature base58-encoded.
 */
export async function signSolanaMessage(
  config: Config,
  parameters: {
    message: string | { raw: `0x${string}` }
    account?: string | undefined
  },
): Promise<string> {
  const { message } = parameters
  if (
    typeof message !== 'string' &&
    !/^0x(?:[0-9a-fA-F]{2})*$/.test(message?.raw)
  )
    throw new InvalidParamsRpcError({
      details: 'A raw message is hex: 0x and an even number of digits.',
    })
  const connection = await getSolanaConnection(config)
  const bytes =
    typeof message === 'string'
      ? new TextEncoder().encode(message)
      : new Uint8Array(
          getBase16Encoder().encode(message.raw.slice(2).toLowerCase()),
        )
  const signature = await connection.provider.signMessage({
    message: bytes,
    account: parameters.account ?? connection.account,
  })
  return toBase58(signature)
}
