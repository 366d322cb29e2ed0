import type { ChainNamespace } from '@latch/common'
import type { Config } from '../types/config.js'

/**
 * Makes `namespace` the one the modal and the actions work on, connected or
 * not (switching to a Solana network while only an EVM wallet is connected
 * leaves Solana without a wallet: the modal offers to connect one).
 */
export function setActiveNamespace(config: Config, namespace: ChainNamespace) {
  if (config.state.activeNamespace === namespace) return
  config.setState((s) => ({ ...s, activeNamespace: namespace }))
  config.storage.setItem('activeNamespace', namespace)
}
