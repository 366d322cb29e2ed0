import type { GetBalanceReturnType } from '../actions/getBalance.js'
import { type DataKind, dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import {
  isStoredCacheEntry,
  type StoredBalance,
  type StoredCacheEntry,
  storedCacheValueGuards,
} from '../storage/storedCacheGuards.js'
import type { Config } from '../types/config.js'

/** Entries kept per stored cache; the oldest go first. */
export const STORED_CACHE_MAX_ENTRIES = 50

type CacheItem = keyof typeof storedCacheValueGuards

/** The data kinds kept across reloads (SPEC §3 caches by address), by cache. */
const cachedKinds: readonly (readonly [DataKind, CacheItem])[] = [
  ['balance', 'nativeBalance'],
  ['tokenBalances', 'portfolio'],
  ['names', 'name'],
  ['identity', 'identity'],
]

// JSON has no bigint: a native balance keeps its amount as a string.
const toStored = (kind: DataKind, data: unknown): unknown =>
  kind === 'balance'
    ? {
        ...(data as GetBalanceReturnType),
        value: (data as GetBalanceReturnType).value.toString(),
      }
    : data
const fromStored = (kind: DataKind, value: unknown): unknown =>
  kind === 'balance'
    ? {
        ...(value as StoredBalance),
        value: BigInt((value as StoredBalance).value),
      }
    : value

/**
 * Keeps the data layer's native balances, portfolios, names and
 * identities in the config's storage (SPEC §3 cached balances, name and
 * identity caches) so that a reload shows them at once: entries within
 * their SPEC §9 lifetimes (30 s, 30 s, 5 min, 5 min, counted from their
 * load) are read back into the data layer as stale values (shown, and
 * loaded again on the first read); expired, misshapen and future entries
 * are dropped (and the item rewritten); each
 * cache keeps its 50 newest entries. One storage item, `caches`, holds
 * them all. Loads write through as they land.
 * Returns the stop function.
 */
export function persistDataCaches(config: Config): () => void {
  const { data } = config._internal
  const { storage } = config
  const now = Date.now()
  // Each cache's entries, by scope (a CAIP-10 account), as stored.
  const items = new Map<CacheItem, Map<string, StoredCacheEntry<unknown>>>()
  // The value each data key had when last written (or read back): a load
  // is told by its new value, not by its time (two can share a millisecond).
  const written = new Map<string, unknown>()

  // Each cache's fresh entries, the 50 newest; the item written once.
  const save = () => {
    const time = Date.now()
    const caches: { [cache: string]: { [scope: string]: unknown } } = {}
    for (const [kind, item] of cachedKinds) {
      const kept = [...(items.get(item) ?? [])]
        .filter(([, e]) => time - e.timestamp < dataLifetime[kind])
        .sort(([, a], [, b]) => b.timestamp - a.timestamp)
        .slice(0, STORED_CACHE_MAX_ENTRIES)
      items.set(item, new Map(kept))
      if (kept.length) caches[item] = Object.fromEntries(kept)
    }
    if (Object.keys(caches).length) storage.setItem('caches', caches)
    else storage.removeItem('caches')
  }

  const stored = storage.getItem('caches') ?? {}
  let dropped = false
  for (const [kind, item] of cachedKinds) {
    const cache = stored[item]
    const given =
      typeof cache === 'object' && cache && !Array.isArray(cache) ? cache : {}
    const entries = new Map<string, StoredCacheEntry<unknown>>()
    for (const [scope, entry] of Object.entries(given))
      if (
        isStoredCacheEntry<unknown>(entry, storedCacheValueGuards[item]) &&
        entry.timestamp <= now &&
        now - entry.timestamp < dataLifetime[kind]
      )
        entries.set(scope, entry)
    items.set(item, entries)
    if (
      entries.size !== Object.keys(given).length ||
      entries.size > STORED_CACHE_MAX_ENTRIES ||
      (cache !== undefined && given !== cache)
    )
      dropped = true
  }
  // Something expired, misshapen or past the bound: the item is rewritten.
  if (dropped || Object.keys(stored).some((k) => !items.has(k as CacheItem)))
    save()
  // Put back where nothing is loaded yet (a load under way is left to
  // answer), then marked stale: shown at once, loaded again on the first
  // read, so a stored value never counts as fresher than it is.
  const restored = new Set<string>()
  for (const [kind, item] of cachedKinds)
    for (const [scope, { value }] of items.get(item) ?? []) {
      const key = dataKey(kind, scope)
      if (data.get(key)) continue
      data.set(key, fromStored(kind, value))
      written.set(key, data.get(key)?.data)
      restored.add(key)
    }
  if (restored.size)
    data.invalidate((key) => restored.has(key), { refetch: false })

  // Loads land in bursts (a balance, its tokens, a profile): written once
  // per burst.
  let scheduled = false
  let stopped = false
  const flush = () => {
    scheduled = false
    if (stopped) return
    let changed = false
    for (const key of data.keys()) {
      const [kind, scope, params] = JSON.parse(key) as [
        DataKind,
        string,
        unknown,
      ]
      const item = cachedKinds.find(([k]) => k === kind)?.[1]
      const entry = data.get(key)
      if (
        !item ||
        params !== null ||
        entry?.status !== 'success' ||
        written.get(key) === entry.data
      )
        continue
      written.set(key, entry.data)
      items.get(item)?.set(scope, {
        timestamp: entry.updatedAt,
        value: toStored(kind, entry.data),
      })
      changed = true
    }
    if (changed) save()
  }
  const stop = data.subscribe(() => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(flush)
  })
  return () => {
    stopped = true
    stop()
  }
}
