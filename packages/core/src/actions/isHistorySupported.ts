import type { ChainNamespace } from '@latch/common'
import type { Config } from '../types/config.js'

export type IsHistorySupportedParameters = {
  /** @default the active namespace */
  namespace?: ChainNamespace | undefined
}

/**
 * Whether `getTransactions` can list a namespace's history, so a UI offers
 * Activity only there. eip155 history comes from the Latch API (without
 * one, Activity says so); any other namespace has history only when its
 * adapter reads it from the network's RPC (Solana's does; Bitcoin's does
 * not).
 *
 * @example
 * if (isHistorySupported(config)) showActivityTab()
 */
export function isHistorySupported(
  config: Config,
  parameters: IsHistorySupportedParameters = {},
): boolean {
  const namespace = parameters.namespace ?? config.state.activeNamespace
  if (!namespace) return false
  if (namespace === 'eip155') return true
  return config._internal.adapters[namespace]?.getTransactions !== undefined
}
