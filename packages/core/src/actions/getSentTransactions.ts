import type { SentTransaction } from '../send/types.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'

export type GetSentTransactionsReturnType = readonly SentTransaction[]

const none: GetSentTransactionsReturnType = Object.freeze([])

/**
 * The active account's own sends made through this config, newest first,
 * pending until mined (`sendToken` records them); Activity shows them
 * until the API's history lists the same hash.
 * https://latch.dev/docs/core/actions/getSentTransactions
 */
export function getSentTransactions(
  config: Config,
): GetSentTransactionsReturnType {
  const { caipAddress } = getAccount(config)
  const all = config.state.sentTransactions
  if (!caipAddress || !all) return none
  const mine = all.filter(
    (t) => t.caipAddress.toLowerCase() === caipAddress.toLowerCase(),
  )
  return mine.length === all.length ? all : mine
}
