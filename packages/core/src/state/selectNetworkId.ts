import type { CaipNetworkId } from '@latch/common'
import type { State } from '../types/state.js'

/**
 * The network the page shows: the active namespace's wallet's, else the
 * one chosen while no wallet is connected there.
 */
export function selectNetworkId(state: State): CaipNetworkId {
  const { activeNamespace, namespaces, selectedNetworkId } = state
  const ns = activeNamespace ? namespaces[activeNamespace] : undefined
  return ns?.caipNetworkId ?? selectedNetworkId
}
