import { UnsupportedProviderMethodError } from '@latch/common'
import type { Config } from '@latch/core'
import {
  ConnectorNotConnectedError,
  NetworkNotConfiguredError,
} from '@latch/core'

/**
 * The connected Solana wallet: its connector's SolanaProvider, the account
 * (the namespace's first) and the network it is on. Throws
 * ConnectorNotConnectedError when no wallet holds the solana namespace.
 */
export async function getSolanaConnection(config: Config) {
  const held = config.state.namespaces.solana
  const connector =
    held?.status === 'connected'
      ? config.state.connectors.find((c) => c.id === held.connectorId)
      : undefined
  const account = held?.accounts[0]
  if (!connector || !account) throw new ConnectorNotConnectedError()
  const network = config.networks.find(
    (n) => n.caipNetworkId === held?.caipNetworkId,
  )
  if (!network) throw new NetworkNotConfiguredError(String(held?.caipNetworkId))
  if (!connector.getNamespaceProvider)
    throw new UnsupportedProviderMethodError({
      details: `${connector.name} has no Solana provider.`,
    })
  const provider = await connector.getNamespaceProvider('solana')
  return { connector, provider, account, network }
}
