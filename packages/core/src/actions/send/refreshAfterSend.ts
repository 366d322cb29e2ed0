import { dataKey } from '../../data/dataKey.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import { getAccount } from '../getAccount.js'
import { getTokenBalances } from '../getTokenBalances.js'
import { getTransactions } from '../getTransactions.js'
import { refreshBalance } from '../refreshBalance.js'
import { waitForTransactionReceipt } from '../waitForTransactionReceipt.js'

/**
 * The waits between Activity's reloads while the API's indexer catches up
 * (about 30 s in all: a loaded indexer can be seconds behind the chain).
 */
const HISTORY_WAITS_MS = [
  0, 1_000, 1_000, 2_000, 2_000, 4_000, 4_000, 8_000, 8_000,
]

/**
 * After a send: once the transaction is mined, marks it confirmed or
 * failed in the sent list (`send/settled`), reloads the balances (their
 * 30 s caches skipped) and, while Activity is loaded (also when it is
 * opened in the next ~30 s), the history until the API's indexer lists
 * the transaction, so the Account view shows the new
 * figures. Never throws.
 */
export async function refreshAfterSend(
  config: Config,
  parameters: { hash: `0x${string}` },
): Promise<void> {
  const { hash } = parameters
  const receipt = await waitForTransactionReceipt(config, {
    hash,
    pollingInterval: 250,
  }).catch(() => undefined)
  if (receipt)
    dispatch(config, {
      type: 'send/settled',
      hash,
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
    })
  await Promise.allSettled([
    getTokenBalances(config, { force: true }),
    refreshBalance(config, { force: true, fresh: true }),
  ])
  const { caipAddress } = getAccount(config)
  if (!caipAddress) return
  const listed = (
    list: readonly { metadata: { hash?: string | undefined } }[],
  ) => list.some((t) => t.metadata.hash?.toLowerCase() === hash.toLowerCase())
  // Activity opened meanwhile (its first load may come before the
  // indexer has the transaction) is reloaded too, until it lists it.
  for (const wait of HISTORY_WAITS_MS) {
    await new Promise((r) => setTimeout(r, wait))
    if (getAccount(config).caipAddress !== caipAddress) return
    if (!config._internal.data.get(dataKey('history', caipAddress))) continue
    const list = await getTransactions(config).catch(() => [])
    if (listed(list)) return
  }
}
