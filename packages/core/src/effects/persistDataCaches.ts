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

/** The data kinds kept across reloads (SPEC §3 caches by address), by item. */
const cachedKinds: readonly (readonly [DataKind, CacheItem])[] = [
  ['balance', 'nativeBalanceCache'],
  ['tokenBalances', 'portfolioCache'],
  ['names', 'nameCache'],
  ['identity', 'identityCache'],
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
 * identity caches) so that a reload shows them at once: read back into
 * the data layer with the time they were loaded, so their SPEC §9
 * lifetimes (30 s, 30 s, 5 min, 5 min) still count from then; expired,
 * misshapen and future entries are dropped (and the item rewritten); each
 * item keeps its 50 newest entries. Loads write through as they land.
 * Returns the stop function.
 */
export function persistDataCaches(config: Config): () => void {
  const { data } = config._internal
  const { storage } = config
  const now = Date.now()
  // Each item's entries, by scope (a CAIP-10 account), as stored.
  const items = new Map<CacheItem, Map<string, StoredCacheEntry<unknown>>>()
  // When each data key's value was last written (or read back).
  const written = new Map<string, number>()

  const save = (kind: DataKind, item: CacheItem) => {
    const entries = items.get(item)
    if (!entries) return
    const time = Date.now()
    const kept = [...entries]
      .filter(([, e]) => time - e.timestamp < dataLifetime[kind])
      .sort(([, a], [, b]) => b.timestamp - a.timestamp)
      .slice(0, STORED_CACHE_MAX_ENTRIES)
    items.set(item, new Map(kept))
    if (kept.length === 0) storage.removeItem(item)
    else storage.setItem(item, Object.fromEntries(kept))
  }

  for (const [kind, item] of cachedKinds) {
    const stored = storage.getItem(item) ?? {}
    const entries = new Map<string, StoredCacheEntry<unknown>>()
    for (const [scope, entry] of Object.entries(stored))
      if (
        isStoredCacheEntry<unknown>(entry, storedCacheValueGuards[item]) &&
        entry.timestamp <= now &&
        now - entry.timestamp < dataLifetime[kind]
      )
        entries.set(scope, entry)
    items.set(item, entries)
    if (
      entries.size !== Object.keys(stored).length ||
      entries.size > STORED_CACHE_MAX_ENTRIES
    )
      save(kind, item)
    for (const [scope, { timestamp, value }] of items.get(item) ?? []) {
      const key = dataKey(kind, scope)
      data.restore(key, fromStored(kind, value), timestamp)
      written.set(key, timestamp)
    }
  }

  // Loads land in bursts (a balance, its tokens, a profile): written once
  // per burst.
  let scheduled = false
  let stopped = false
  const flush = () => {
    scheduled = false
    if (stopped) return
    const changed = new Set<DataKind>()
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
        written.get(key) === entry.updatedAt
      )
        continue
      written.set(key, entry.updatedAt)
      items.get(item)?.set(scope, {
        timestamp: entry.updatedAt,
        value: toStored(kind, entry.data),
      })
      changed.add(kind)
    }
    for (const [kind, item] of cachedKinds)
      if (changed.has(kind)) save(kind, item)
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
