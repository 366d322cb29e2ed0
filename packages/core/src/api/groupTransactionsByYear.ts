import type { TransactionsByYear } from '../types/state.js'
import type { Transaction } from './types.js'

/**
 * Adds `transactions` to a year → month (1–12, UTC) → list map, keeping
 * each list in the order given (the API answers newest first).
 */
export function groupTransactionsByYear(
  grouped: TransactionsByYear,
  transactions: readonly Transaction[],
): TransactionsByYear {
  const result: { [year: number]: { [month: number]: Transaction[] } } = {}
  for (const [year, months] of Object.entries(grouped))
    result[Number(year)] = Object.fromEntries(
      Object.entries(months).map(([m, list]) => [m, [...list]]),
    )
  for (const transaction of transactions) {
    const date = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(date.getTime())) continue
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth() + 1
    const months = result[year] ?? {}
    result[year] = months
    months[month] = [...(months[month] ?? []), transaction]
  }
  return result
}
