import type { Config, TokenBalance } from '@latch/core'
import {
  InvalidReceiverAddressError,
  NetworkNotConfiguredError,
  prepareSend,
} from '@latch/core'
import { isAddress } from '@solana/kit'
import { refreshAfterSolanaSend } from './refreshAfterSolanaSend.js'
import { requestSolanaTransfer } from './requestSolanaTransfer.js'

/**
 * sendToken's Solana side: the send checks (`prepareSend`; SOL when no
 * token is given), the receiver as a 32-byte key, then asks the wallet
 * (`requestSolanaTransfer`). Resolves with the base58 signature and
 * `settled` (not awaited here): confirmed or failed once the chain says,
 * after which the balances reload (`refreshAfterSolanaSend`).
 */
export async function sendSolanaToken(
  config: Config,
  parameters: {
    token: TokenBalance | undefined
    amount: string | undefined
    receiverAddress: string | undefined
  },
): Promise<{
  signature: string
  settled: Promise<'confirmed' | 'failed' | undefined>
}> {
  const held = config.state.namespaces.solana
  const network = config.networks.find(
    (n) => n.caipNetworkId === held?.caipNetworkId,
  )
  if (network?.chainNamespace !== 'solana')
    throw new NetworkNotConfiguredError(String(held?.caipNetworkId))
  const prepared = prepareSend({
    ...parameters,
    chainNamespace: 'solana',
    network,
  })
  if (!isAddress(prepared.to))
    throw new InvalidReceiverAddressError(prepared.to, 'solana')
  const { signature, network: sentOn } = await requestSolanaTransfer(
    config,
    prepared,
  )
  const settled = refreshAfterSolanaSend(config, {
    signature,
    network: sentOn,
  })
  return { signature, settled }
}
