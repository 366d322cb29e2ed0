import type { Transaction } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import type { Config } from '../types/config.js'
import type { TransactionsByYear } from '../types/state.js'
import { getAccount } from './getAccount.js'
import type { HistoryPages } from './getTransactions.js'
import { isHistorySupported } from './isHistorySupported.js'

export type GetTransactionsStateReturnType = {
  transactions: readonly Transaction[]
  transactionsByYear: TransactionsByYear
  loading: boolean
  empty: boolean
  /** True when another page can be loaded with `getTransactions(config, { more: true })`. */
  hasMore: boolean
  apiConfigured: boolean
  /**
   * True when the history can be loaded: from the Latch API, or from the
   * network's RPC where the namespace's adapter reads it (Solana).
   */
  available: boolean
}

const none: readonly Transaction[] = Object.freeze([])
const noGroups: TransactionsByYear = Object.freeze({})

/**
 * The active account's history as the data layer holds it; load it with
 * `getTransactions`.
 */
export function getTransactionsState(
  config: Config,
): GetTransactionsStateReturnType {
  const { caipAddress } = getAccount(config)
  const entry = caipAddress
    ? config._internal.data.get<HistoryPages>(dataKey('history', caipAddress))
    : undefined
  const pages = entry?.data
  const apiConfigured = config.options.apiUrl !== undefined
  const namespace = config.state.activeNamespace
  // Read from the network's RPC by the namespace's adapter (Solana).
  const fromRpc =
    namespace !== 'eip155' && isHistorySupported(config, { namespace })
  return {
    transactions: pages?.transactions ?? none,
    transactionsByYear: pages?.transactionsByYear ?? noGroups,
    loading: entry?.fetching ?? false,
    empty:
      entry?.status === 'error' ||
      (entry?.status === 'success' && pages?.transactions.length === 0),
    hasMore: pages?.next !== undefined,
    apiConfigured,
    available: apiConfigured || fromRpc,
  }
}
