import type { Transaction } from '../api/types.js'
import type { Config } from '../types/config.js'
import type { TransactionsByYear } from '../types/state.js'
import { getAccount } from './getAccount.js'

export type GetTransactionsStateReturnType = {
  transactions: readonly Transaction[]
  transactionsByYear: TransactionsByYear
  loading: boolean
  empty: boolean
  /** True when another page can be loaded with `getTransactions(config, { more: true })`. */
  hasMore: boolean
  apiConfigured: boolean
}

const none: readonly Transaction[] = Object.freeze([])
const noGroups: TransactionsByYear = Object.freeze({})

/** The active account's history as it stands in state. */
export function getTransactionsState(
  config: Config,
): GetTransactionsStateReturnType {
  const { address } = getAccount(config)
  const slice = config.state.transactions
  const current = slice && slice.address === address ? slice : undefined
  return {
    transactions: current?.transactions ?? none,
    transactionsByYear: current?.transactionsByYear ?? noGroups,
    loading: current?.loading ?? false,
    empty: current?.empty ?? false,
    hasMore: current?.next !== undefined,
    apiConfigured: config.options.apiUrl !== undefined,
  }
}
