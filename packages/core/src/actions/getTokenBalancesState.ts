import type { TokenBalance } from '../api/types.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'

export type GetTokenBalancesStateReturnType = {
  /** The active account's balances; empty until loaded or after an error. */
  balances: readonly TokenBalance[]
  loading: boolean
  /** The last fetch failed: show 'Token Balance Unavailable'. */
  unavailable: boolean
  /** True when the config has an API server (token balances beyond native). */
  apiConfigured: boolean
}

const none: readonly TokenBalance[] = Object.freeze([])

/**
 * The token balances of the active account as they stand in state; load
 * them with `getTokenBalances`.
 */
export function getTokenBalancesState(
  config: Config,
): GetTokenBalancesStateReturnType {
  const { caipAddress } = getAccount(config)
  const slice = config.state.tokenBalances
  const current = slice && slice.caipAddress === caipAddress ? slice : undefined
  return {
    balances: current?.balances ?? none,
    loading: current?.status === 'loading',
    unavailable: current?.status === 'error',
    apiConfigured: config.options.apiUrl !== undefined,
  }
}
