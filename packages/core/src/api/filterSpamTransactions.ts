import type { Transaction } from './types.js'

const isSpam = (t: Transaction['transfers'][number]) =>
  t.nft_info?.flags?.is_spam === true

/**
 * Drops transfers flagged as spam, and transactions that only had spam
 * transfers (SPEC §3 `nft_info.flags.is_spam`).
 */
export function filterSpamTransactions(
  transactions: readonly Transaction[],
): Transaction[] {
  const kept: Transaction[] = []
  for (const transaction of transactions) {
    const { transfers } = transaction
    if (!transfers.some(isSpam)) {
      kept.push(transaction)
      continue
    }
    const clean = transfers.filter((t) => !isSpam(t))
    if (clean.length > 0) kept.push({ ...transaction, transfers: clean })
  }
  return kept
}
