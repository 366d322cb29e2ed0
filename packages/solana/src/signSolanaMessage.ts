import {
  InvalidParamsRpcError,
  UnsupportedProviderMethodError,
} from '@latch/common'
import type { Connector } from '@latch/core'
import { getBase16Encoder } from '@solana/kit'
import { toBase58 } from './codecs.js'

/**
 * Signs a message with a connected Solana wallet (ed25519 over the
 * message's UTF-8 bytes, or the raw bytes given as hex) and returns the
 * signature base58-encoded.
 */
export async function signSolanaMessage(
  connector: Connector,
  parameters: {
    message: string | { raw: `0x${string}` }
    account: string
  },
): Promise<string> {
  const { message, account } = parameters
  if (
    typeof message !== 'string' &&
    !/^0x(?:[0-9a-fA-F]{2})*$/.test(message?.raw)
  )
    throw new InvalidParamsRpcError({
      details: 'A raw message is hex: 0x and an even number of digits.',
    })
  if (!connector.getNamespaceProvider)
    throw new UnsupportedProviderMethodError({
      details: `${connector.name} has no Solana provider.`,
    })
  const provider = await connector.getNamespaceProvider('solana')
  const bytes =
    typeof message === 'string'
      ? new TextEncoder().encode(message)
      : new Uint8Array(
          getBase16Encoder().encode(message.raw.slice(2).toLowerCase()),
        )
  return toBase58(await provider.signMessage({ message: bytes, account }))
}
