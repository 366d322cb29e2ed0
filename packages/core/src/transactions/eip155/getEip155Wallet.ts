import type { Network } from '@latch/common'
import type { Address } from 'viem'
import { getActiveConnector } from '../../internal/getActiveConnector.js'
import type { Config } from '../../types/config.js'
import type { Eip1193Provider } from '../../types/eip1193.js'
import { UnsupportedTransactionNamespaceError } from '../errors.js'

export type Eip155Wallet = {
  provider: Eip1193Provider
  /** The account that signs: the one asked for, else the active one. */
  address: Address
  /** The wallet's current chain id. */
  chainId: number
  /** The configured network of that chain, when there is one. */
  network: Network | undefined
}

/**
 * The eip155 side of the connected wallet: its provider, account and
 * chain. Every transaction action goes through here, so another namespace
 * (Solana) gets its own adapter instead of branches in the actions.
 *
 * @throws ConnectorNotConnectedError, UnsupportedTransactionNamespaceError
 */
export async function getEip155Wallet(
  config: Config,
  parameters: { account?: string | undefined } = {},
): Promise<Eip155Wallet> {
  const state = config.state.namespaces.eip155
  // The eip155 connection, even when another namespace is the active one.
  const connector =
    state?.status === 'connected'
      ? config.state.connectors.find((c) => c.id === state.connectorId)
      : undefined
  if (!connector) {
    const active = getActiveConnector(config)
    throw new UnsupportedTransactionNamespaceError(active.chainNamespace)
  }
  const caipNetworkId = state?.caipNetworkId
  const network = config.networks.find((n) => n.caipNetworkId === caipNetworkId)
  const chainId = Number(String(caipNetworkId ?? '').split(':')[1])
  const address = (parameters.account ?? state?.accounts[0]) as Address
  return {
    provider: await connector.getProvider(),
    address,
    chainId,
    network,
  }
}
