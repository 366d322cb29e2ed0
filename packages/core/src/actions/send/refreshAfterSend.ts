import { dataKey } from '../../data/dataKey.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import { getAccount } from '../getAccount.js'
import { getTokenBalances } from '../getTokenBalances.js'
import { getTransactions } from '../getTransactions.js'
import { refreshBalance } from '../refreshBalance.js'
import { waitForTransactionReceipt } from '../waitForTransactionReceipt.js'

/** How often Activity is reloaded while the API's indexer catches up. */
const HISTORY_RETRIES = 5
const HISTORY_RETRY_MS = 1_000

/**
 * After a send: once the transaction is mined, marks it confirmed or
 * failed in the sent list (`send/settled`), reloads the balances (their
 * 30 s caches skipped) and, when Activity is loaded, the history until the
 * API's indexer lists the transaction, so the Account view shows the new
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
  if (
    !caipAddress ||
    !config._internal.data.get(dataKey('history', caipAddress))
  )
    return
  const listed = (
    list: readonly { metadata: { hash?: string | undefined } }[],
  ) => list.some((t) => t.metadata.hash?.toLowerCase() === hash.toLowerCase())
  for (let attempt = 0; attempt < HISTORY_RETRIES; attempt++) {
    const list = await getTransactions(config).catch(() => [])
    if (listed(list)) return
    await new Promise((r) => setTimeout(r, HISTORY_RETRY_MS))
  }
}
