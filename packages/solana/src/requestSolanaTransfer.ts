import { type Network, UnsupportedProviderMethodError } from '@latch/common'
import type { Config, PrepareSendReturnType } from '@latch/core'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { toBase58, toBase64 } from './codecs.js'
import { getSolanaConnection } from './getSolanaConnection.js'
import { getSolanaMint } from './getSolanaMint.js'
import { getSolanaRpc } from './getSolanaRpc.js'
import { toSolanaSendError } from './toSolanaSendError.js'
import { assertSignedSolanaTransaction } from './transactions/assertSignedSolanaTransaction.js'

/**
 * The one place a Solana send asks the wallet: builds the transfer on the
 * token's network, has the wallet sign and send it (or, for a wallet
 * without signAndSendTransaction, sign it and sends it to the RPC itself).
 * Resolves with the transaction's signature, base58.
 */
export async function requestSolanaTransfer(
  config: Config,
  parameters: PrepareSendReturnType<string>,
): Promise<{ signature: string; network: Network }> {
  const { token, to, units } = parameters
  const mint = getSolanaMint(token)
  const decimals = Number(token.quantity.decimals)
  const connection = await getSolanaConnection(config)
  const { provider, account } = connection
  // The token's own network: the chain travels with each Solana request.
  const network =
    config.networks.find((n) => n.caipNetworkId === token.chainId) ??
    connection.network
  const rpc = getSolanaRpc(network)
  const { transaction } = await buildSolanaTransfer(rpc, {
    from: account,
    to,
    units,
    mint,
    decimals,
  })
  const chain = network.caipNetworkId
  try {
    const { signature } = await provider.signAndSendTransaction({
      transaction,
      account,
      chain,
      options: { preflightCommitment: 'confirmed' },
    })
    return { signature: toBase58(signature), network }
  } catch (error) {
    if (!(error instanceof UnsupportedProviderMethodError))
      throw toSolanaSendError(error)
  }
  const signed = await provider.signTransaction({ transaction, account, chain })
  assertSignedSolanaTransaction(signed)
  try {
    const signature = await rpc
      .sendTransaction(toBase64(signed) as never, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
    return { signature, network }
  } catch (error) {
    throw toSolanaSendError(error)
  }
}
