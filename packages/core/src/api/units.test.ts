import { describe, expect, it } from 'vitest'
import { filterSpamTransactions } from './filterSpamTransactions.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'
import { isValidAccountName } from './isValidAccountName.js'
import { toCoinType } from './toCoinType.js'
import type { Transaction } from './types.js'

const tx = (
  id: string,
  minedAt: string,
  spam: boolean[] = [false],
): Transaction => ({
  id,
  metadata: { minedAt },
  transfers: spam.map((is_spam) => ({ nft_info: { flags: { is_spam } } })),
})

describe('groupTransactionsByYear', () => {
  it('groups by UTC year and month (1–12), keeping order, and merges pages', () => {
    const first = groupTransactionsByYear({}, [
      tx('a', '2025-03-02T10:00:00Z'),
      tx('b', '2025-03-01T10:00:00Z'),
      tx('c', '2024-12-31T23:00:00Z'),
    ])
    const merged = groupTransactionsByYear(first, [
      tx('d', '2024-12-01T00:00:00Z'),
    ])
    expect(Object.keys(merged)).toEqual(['2024', '2025'])
    expect(merged[2025]?.[3]?.map((t) => t.id)).toEqual(['a', 'b'])
    expect(merged[2024]?.[12]?.map((t) => t.id)).toEqual(['c', 'd'])
    expect(first[2024]?.[12]?.map((t) => t.id)).toEqual(['c'])
  })
})

describe('filterSpamTransactions', () => {
  it('drops spam transfers and all-spam transactions', () => {
    const kept = filterSpamTransactions([
      tx('clean', '2025-01-01T00:00:00Z'),
      tx('spam', '2025-01-01T00:00:00Z', [true]),
      tx('mixed', '2025-01-01T00:00:00Z', [true, false]),
    ])
    expect(kept.map((t) => [t.id, t.transfers.length])).toEqual([
      ['clean', 1],
      ['mixed', 1],
    ])
  })
})

describe('isValidAccountName', () => {
  it('allows letters, digits or hyphens, at least 4 characters', () => {
    expect(['alice', 'a-b-c', 'AB12', '1234'].map(isValidAccountName)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(
      ['abc', 'al_ce', 'a.bc', 'ali ce', ''].map(isValidAccountName),
    ).toEqual([false, false, false, false, false])
  })
})

describe('toCoinType', () => {
  it('is 60 on mainnet, 0x80000000 | chainId elsewhere, below 2^31 only', () => {
    expect(toCoinType(1)).toBe(60)
    expect(toCoinType(31337)).toBe(2147514985)
    expect(() => toCoinType(2 ** 31)).toThrow(/invalid/)
  })
})
