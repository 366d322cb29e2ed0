import {
  FetchTransactionsError,
  TransactionsAccountMissingError,
} from '../api/errors.js'
import { filterSpamTransactions } from '../api/filterSpamTransactions.js'
import { getApiContext } from '../api/getApiContext.js'
import { getHistory } from '../api/getHistory.js'
import { groupTransactionsByYear } from '../api/groupTransactionsByYear.js'
import type { Transaction } from '../api/types.js'
import type { Config } from '../types/config.js'
import type { TransactionsState } from '../types/state.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { showToast } from './showToast.js'

export type GetTransactionsParameters = {
  /** @default the active account */
  address?: string | undefined
  /** Load the page after the ones in state (cursor paging). */
  more?: boolean | undefined
}

const emptyState = (
  address: string,
  lastNetworkInView: string | undefined,
): TransactionsState => ({
  address,
  transactions: [],
  transactionsByYear: {},
  lastNetworkInView,
  loading: false,
  empty: true,
  next: undefined,
})

/**
 * Loads an account's transaction history into state (first page, or with
 * `more` the next one) and returns the transactions loaded so far, spam
 * hidden and grouped by year and month in state. Without an API server it
 * loads nothing. A failed fetch empties the list, clears the cursor, shows
 * the toast 'Failed to fetch transactions' and tracks
 * ERROR_FETCH_TRANSACTIONS (SPEC §7, §8).
 * https://latch.dev/docs/core/actions/getTransactions
 *
 * @example
 * await getTransactions(config)
 * await getTransactions(config, { more: true })
 */
export async function getTransactions(
  config: Config,
  parameters: GetTransactionsParameters = {},
): Promise<readonly Transaction[]> {
  const address = parameters.address ?? getAccount(config).address
  if (!address) throw new TransactionsAccountMissingError()
  const { caipNetworkId } = getNetwork(config)
  const { client } = getApiContext(config)
  const previous =
    config.state.transactions?.address === address &&
    config.state.transactions.lastNetworkInView === caipNetworkId
      ? config.state.transactions
      : undefined
  if (!client) {
    config.setState((s) => ({
      ...s,
      transactions: emptyState(address, caipNetworkId),
    }))
    return []
  }
  if (parameters.more && !previous?.next) return previous?.transactions ?? []
  const base = parameters.more && previous ? previous : undefined
  config.setState((s) => ({
    ...s,
    transactions: {
      ...(base ?? emptyState(address, caipNetworkId)),
      empty: false,
      loading: true,
    },
  }))
  const stillCurrent = () =>
    config.state.transactions?.address === address &&
    config.state.transactions.lastNetworkInView === caipNetworkId
  try {
    const page = await getHistory(client, {
      address,
      chainId: caipNetworkId,
      cursor: base?.next,
    })
    const fresh = filterSpamTransactions(page.data)
    const transactions = [...(base?.transactions ?? []), ...fresh]
    if (stillCurrent())
      config.setState((s) => ({
        ...s,
        transactions: {
          address,
          transactions,
          transactionsByYear: groupTransactionsByYear(
            base?.transactionsByYear ?? {},
            fresh,
          ),
          lastNetworkInView: caipNetworkId,
          loading: false,
          empty: transactions.length === 0,
          next: page.next ?? undefined,
        },
      }))
    return transactions
  } catch (cause) {
    const error = new FetchTransactionsError({ cause })
    if (stillCurrent())
      config.setState((s) => ({
        ...s,
        transactions: emptyState(address, caipNetworkId),
      }))
    showToast(config, { variant: 'error', message: error.shortMessage })
    config.events.emit('track', {
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { address, message: error.details },
    })
    return []
  }
}
