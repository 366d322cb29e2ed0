import type { Network } from '@latch/common'
import { NetworkNotConfiguredError } from '../errors/connector.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import { handleNetworkChange } from './connection/handleNetworkChange.js'
import { refreshBalance } from './refreshBalance.js'

export type SwitchNetworkParameters = {
  /** A network from the config's `networks`. */
  network: Network
}

/**
 * Switches to another configured network. With a wallet connected the wallet
 * is asked (adding the chain when it does not know it, EIP-3085); otherwise
 * the choice is remembered for the next connection. A network of another
 * namespace (Ethereum → Solana) makes that namespace active: its own wallet's
 * account when one is connected there (asked to move when on another chain
 * of it), else no account until a wallet connects for it.
 *
 * @example
 * await switchNetwork(config, { network: base })
 */
export async function switchNetwork(
  config: Config,
  parameters: SwitchNetworkParameters,
): Promise<void> {
  const network = config.networks.find(
    (n) => n.caipNetworkId === parameters.network?.caipNetworkId,
  )
  if (!network)
    throw new NetworkNotConfiguredError(
      String(parameters.network?.caipNetworkId ?? parameters.network?.id),
    )
  const namespace = network.chainNamespace
  const held = config.state.namespaces[namespace]
  const connector =
    held?.status === 'connected'
      ? config.state.connectors.find((c) => c.id === held.connectorId)
      : undefined
  if (connector) {
    if (held?.caipNetworkId !== network.caipNetworkId)
      await connector.switchChain({ network })
    // Wallets announce the change through chainChanged, but not all do it
    // before resolving; record it now so the UI never lags behind.
    const current = config.state.namespaces[network.chainNamespace]
    if (current && current.caipNetworkId !== network.caipNetworkId) {
      dispatch(config, {
        type: 'connection/walletChanged',
        namespace: network.chainNamespace,
        caipNetworkId: network.caipNetworkId,
      })
    }
  }
  dispatch(config, { type: 'connection/activated', namespace })
  if (connector) handleNetworkChange(config, network.caipNetworkId)
  void refreshBalance(config, { force: true })
  dispatch(config, {
    type: 'connection/networkSelected',
    caipNetworkId: network.caipNetworkId,
  })
  config.events.emit('track', {
    event: 'SWITCH_NETWORK',
    properties: { network: network.caipNetworkId },
  })
}
