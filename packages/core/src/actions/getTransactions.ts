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
import type { NamespaceAdapter } from '../types/adapter.js'
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

/**
 * Where the active network's history comes from: its namespace's adapter
 * when that reads it from the network's RPC (Solana), else the Latch API
 * (eip155; undefined without an API server).
 */
function historySource(config: Config) {
  const { caipNetwork } = getNetwork(config)
  const adapter: NamespaceAdapter | undefined =
    caipNetwork && config._internal.adapters[caipNetwork.chainNamespace]
  const read = adapter?.getTransactions
  if (caipNetwork && read)
    return (address: string, cursor: string | undefined) =>
      read(config, { address, network: caipNetwork, cursor })
  // The Latch API keeps eip155 history only (SPEC §9): another namespace
  // without a reader of its own has none, and nothing is asked.
  if (caipNetwork?.chainNamespace !== 'eip155') return undefined
  const { client } = getApiContext(config)
  if (!client) return undefined
  const chainId = getNetwork(config).caipNetworkId
  return async (address: string, cursor: string | undefined) => {
    // A network the API does not serve has no history: it is not asked
    // (SPEC §7).
    const { getRpcRouter } = await import('../api/rpcRouter.js')
    return (await getRpcRouter(config).serves(chainId)) === false
      ? { data: [], next: undefined }
      : getHistory(client, { address, chainId, cursor }).then((page) => ({
          data: page.data,
          next: page.next ?? undefined,
        }))
  }
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
 * and month: from the Latch API, or from the network's RPC where the
 * namespace's adapter reads history (Solana). Without either it loads
 * nothing. A failed fetch
 * empties the list, clears the cursor, shows the toast 'Failed to fetch
 * transactions' and tracks ERROR_FETCH_TRANSACTIONS (SPEC §7, §8); the
 * next call reads again (no 30 s block, unlike balances).
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
  const read = historySource(config)
  const { data } = config._internal
  const key = dataKey('history', `${caipNetworkId}:${address}`)
  if (!read) {
    data.set(key, noPages)
    return []
  }
  const entry = data.get<HistoryPages>(key)
  const loaded = entry?.data
  if (parameters.more && !loaded?.next) return loaded?.transactions ?? []
  const base = parameters.more ? loaded : undefined
  const load = async (): Promise<HistoryPages> => {
    try {
      const page = await read(address, base?.next)
      const fresh = filterSpamTransactions(page.data)
      return {
        transactions: [...(base?.transactions ?? []), ...fresh],
        transactionsByYear: groupTransactionsByYear(
          base?.transactionsByYear ?? {},
          fresh,
        ),
        next: page.next,
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
    .fetch(key, load, {
      lifetime: dataLifetime.history,
      // After a failed load the next ask reads again: the 30 s retry block
      // is the balances' (SPEC §4), a failed history only empties the list
      // (SPEC §7). Blocked, Activity opened again within 30 s showed no
      // history and asked nothing.
      force: !!base || entry?.status === 'error',
    })
    .then(
      (pages) => pages.transactions,
      () => [],
    )
}
