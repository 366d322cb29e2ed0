import {
  FetchTransactionsError,
  TransactionsAccountMissingError,
} from '../api/errors.js'
import { filterSpamTransactions } from '../api/filterSpamTransactions.js'
import { getApiContext } from '../api/getApiContext.js'
import { getHistory } from '../api/getHistory.js'
import { groupTransactionsByYear } from '../api/groupTransactionsByYear.js'
import type { Transaction } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import type { Config } from '../types/config.js'
import type { TransactionsByYear } from '../types/state.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { showToast } from './showToast.js'

export type GetTransactionsParameters = {
  /** @default the active account */
  address?: string | undefined
  /** Load the page after the ones in state (cursor paging). */
  more?: boolean | undefined
}

/** The pages of one account's history loaded so far, on one network. */
export type HistoryPages = {
  readonly transactions: readonly Transaction[]
  readonly transactionsByYear: TransactionsByYear
  /** Cursor of the next page; undefined when there is none. */
  readonly next: string | undefined
}

const noPages: HistoryPages = {
  transactions: [],
  transactionsByYear: {},
  next: undefined,
}

/**
 * Loads an account's transaction history into the data layer (key
 * `history` + CAIP address; first page, or with `more` the next one) and
 * returns the transactions loaded so far, spam hidden and grouped by year
 * and month. Without an API server it loads nothing. A failed fetch
 * empties the list, clears the cursor, shows the toast 'Failed to fetch
 * transactions' and tracks ERROR_FETCH_TRANSACTIONS (SPEC §7, §8).
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
  const { data } = config._internal
  const key = dataKey('history', `${caipNetworkId}:${address}`)
  if (!client) {
    data.set(key, noPages)
    return []
  }
  const loaded = data.get<HistoryPages>(key)?.data
  if (parameters.more && !loaded?.next) return loaded?.transactions ?? []
  const base = parameters.more ? loaded : undefined
  const load = async (): Promise<HistoryPages> => {
    try {
      const page = await getHistory(client, {
        address,
        chainId: caipNetworkId,
        cursor: base?.next,
      })
      const fresh = filterSpamTransactions(page.data)
      return {
        transactions: [...(base?.transactions ?? []), ...fresh],
        transactionsByYear: groupTransactionsByYear(
          base?.transactionsByYear ?? {},
          fresh,
        ),
        next: page.next ?? undefined,
      }
    } catch (cause) {
      // Once per failed request, however many asked for it.
      const error = new FetchTransactionsError({ cause })
      showToast(config, { variant: 'error', message: error.shortMessage })
      config.events.emit('track', {
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { address, message: error.details },
      })
      throw error
    }
  }
  return data
    .fetch(key, load, { lifetime: dataLifetime.history, force: !!base })
    .then(
      (pages) => pages.transactions,
      () => [],
    )
}
