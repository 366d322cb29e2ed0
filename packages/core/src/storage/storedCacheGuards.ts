import type { TokenBalance } from '@latch/common'
import type { Identity, NameRecord } from '../api/types.js'

/** A cached value of an earlier page and when it was loaded (ms). */
export type StoredCacheEntry<T> = {
  readonly timestamp: number
  readonly value: T
}

/** A native balance as stored: its amount a decimal string (JSON has no bigint). */
export type StoredBalance = {
  readonly value: string
  readonly decimals: number
  readonly symbol: string
  readonly formatted: string
}

type Guard<T> = (value: unknown) => value is T

const isString = (v: unknown): v is string => typeof v === 'string'
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isNullableString = (v: unknown) => v === null || isString(v)

const isArrayOf =
  <T>(item: Guard<T>) =>
  (v: unknown): v is readonly T[] =>
    Array.isArray(v) && v.every(item)

/**
 * What each stored cache may hold (SPEC §3 caches by address): a value of
 * another shape, from an older version or edited by hand, is dropped on
 * read.
 */
export const storedCacheValueGuards = {
  nativeBalance: (v: unknown): v is StoredBalance =>
    isRecord(v) &&
    isString(v.value) &&
    /^\d+$/.test(v.value) &&
    Number.isSafeInteger(v.decimals) &&
    isString(v.symbol) &&
    isString(v.formatted),
  portfolio: isArrayOf(
    (v: unknown): v is TokenBalance =>
      isRecord(v) &&
      isString(v.name) &&
      isString(v.symbol) &&
      isString(v.chainId) &&
      isRecord(v.quantity) &&
      isString(v.quantity.decimals) &&
      isString(v.quantity.numeric),
  ),
  name: isArrayOf(
    (v: unknown): v is NameRecord =>
      isRecord(v) && isString(v.name) && isRecord(v.addresses),
  ),
  identity: (v: unknown): v is Identity =>
    isRecord(v) && isNullableString(v.name) && isNullableString(v.avatar),
}

/** Whether `v` is an entry (a finite time, a value `value` accepts). */
export function isStoredCacheEntry<T>(
  v: unknown,
  value: Guard<T>,
): v is StoredCacheEntry<T> {
  return isRecord(v) && Number.isFinite(v.timestamp) && value(v.value)
}
