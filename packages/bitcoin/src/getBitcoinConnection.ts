import type { CaipNetworkId } from '@latch/common'
import type { BitcoinProvider, Config } from '@latch/core'
import { isTestnetBitcoinChain } from './bitcoinChain.js'
import { BitcoinNotConnectedError } from './errors.js'

export type BitcoinConnection = {
  readonly provider: BitcoinProvider
  /** The payment address that signs (the first account, SPEC §4 `payment`). */
  readonly account: string
  readonly chain: CaipNetworkId
  /** Whether the chain uses testnet addresses. */
  readonly testnet: boolean
}

/**
 * The wallet connected in the bip122 namespace (active or not: one
 * WalletConnect session can connect it next to eip155), with its
 * BitcoinProvider. Throws BitcoinNotConnectedError when there is none.
 */
export async function getBitcoinConnection(
  config: Config,
): Promise<BitcoinConnection> {
  const ns = config.state.namespaces.bip122
  const account = ns?.accounts[0]
  if (ns?.status !== 'connected' || !account || !ns.caipNetworkId)
    throw new BitcoinNotConnectedError()
  const connector = config.state.connectors.find((c) => c.id === ns.connectorId)
  if (!connector?.getNamespaceProvider)
    throw new BitcoinNotConnectedError(
      `Connector "${ns.connectorId}" has no Bitcoin provider.`,
    )
  const provider = await connector.getNamespaceProvider('bip122')
  return {
    provider,
    account,
    chain: ns.caipNetworkId,
    testnet: isTestnetBitcoinChain(ns.caipNetworkId),
  }
}
