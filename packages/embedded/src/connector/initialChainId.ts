import type { ConnectorContext } from '@latch/core'
import { readChainNumber } from './readChainNumber.js'

/**
 * The EVM chain the frame starts on: the stored active network when it
 * is one of the config's eip155 networks, else the first of them, else 1.
 */
export function initialChainId(context: ConnectorContext): number {
  const stored = context.storage.getItem('activeCaipNetworkId')
  const evm = context.networks.filter((n) => n.chainNamespace === 'eip155')
  const known = evm.find((n) => n.caipNetworkId === stored) ?? evm[0]
  return readChainNumber(known?.caipNetworkId) ?? 1
}
