import { formatUnits } from '@latch/common'
import { getTransactionDecoder } from '@solana/kit'
import type { TokenBalance } from '../api/types.js'
import {
  ConnectorNotConnectedError,
  NetworkNotConfiguredError,
} from '../errors/connector.js'
import type { AdapterSendFee } from '../types/adapter.js'
import type { Config } from '../types/config.js'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { toBase64 } from './codecs.js'
import { getSolanaMint } from './getSolanaMint.js'
import { getSolanaRpc } from './getSolanaRpc.js'

/** What a signature costs when the node cannot price the message. */
const LAMPORTS_PER_SIGNATURE = 5_000n

/**
 * The fee of sending `token` from the connected Solana account: the
 * transfer is built as it would be sent (1 unit, to `to` or the sender) and
 * priced with getFeeForMessage (5,000 lamports per signature when the node
 * does not answer). Gas and gas price are 0n: Solana prices signatures.
 */
export async function estimateSolanaSendFee(
  config: Config,
  parameters: { token: TokenBalance; to?: string | undefined },
): Promise<AdapterSendFee> {
  const { token } = parameters
  const held = config.state.namespaces.solana
  const from = held?.status === 'connected' ? held.accounts[0] : undefined
  if (!from) throw new ConnectorNotConnectedError()
  const network =
    config.networks.find((n) => n.caipNetworkId === token.chainId) ??
    config.networks.find((n) => n.caipNetworkId === held?.caipNetworkId)
  if (network?.chainNamespace !== 'solana')
    throw new NetworkNotConfiguredError(token.chainId)
  const rpc = getSolanaRpc(network)
  const { transaction } = await buildSolanaTransfer(rpc, {
    from,
    to: parameters.to ?? from,
    units: 1n,
    mint: getSolanaMint(token),
    decimals: Number(token.quantity.decimals),
  })
  const { messageBytes, signatures } =
    getTransactionDecoder().decode(transaction)
  let fee = LAMPORTS_PER_SIGNATURE * BigInt(Object.keys(signatures).length)
  try {
    const { value } = await rpc
      .getFeeForMessage(toBase64(new Uint8Array(messageBytes)) as never, {
        commitment: 'confirmed',
      })
      .send()
    if (typeof value === 'bigint') fee = value
  } catch {
    // Keep the per-signature price.
  }
  const { decimals, symbol } = network.nativeCurrency
  return {
    gas: 0n,
    gasPrice: 0n,
    fee,
    formatted: formatUnits(fee, decimals),
    symbol,
  }
}
