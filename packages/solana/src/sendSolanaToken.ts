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
 * (`requestSolanaTransfer`) and refreshes the balances once the chain
 * confirms (not awaited). Resolves with the base58 signature.
 */
export async function sendSolanaToken(
  config: Config,
  parameters: {
    token: TokenBalance | undefined
    amount: string | undefined
    receiverAddress: string | undefined
  },
): Promise<{ signature: string }> {
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
  void refreshAfterSolanaSend(config, { signature, network: sentOn })
  return { signature }
}
