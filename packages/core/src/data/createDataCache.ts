import { BALANCE_RETRY_BLOCK_MS, QUERY_GC_MS } from '@latch/common'

/** Where one keyed entry stands. */
export type DataStatus = 'idle' | 'loading' | 'success' | 'error'

/**
 * One keyed entry of the data layer, as a snapshot: a new object after
 * every change, so readers can compare by identity.
 */
export type DataEntry<T> = {
  readonly status: DataStatus
  /** The last value loaded; kept while a refetch runs, dropped on error. */
  readonly data: T | undefined
  readonly error: unknown
  /** A load is running (first load or a refetch). */
  readonly fetching: boolean
  /** When `data` was loaded (ms); 0 before. */
  readonly updatedAt: number
  /** When the last load failed (ms); loads wait 30 s after (SPEC §4). */
  readonly errorAt: number | undefined
  /** Invalidated since it was loaded: the next read loads again. */
  readonly stale: boolean
}

type DataLoad<T> = () => Promise<T>

export type FetchOptions = {
  /** How long a loaded value is fresh (SPEC §9 lifetimes). */
  lifetime: number
  /** Load again now: skip a fresh value and the retry block. */
  force?: boolean | undefined
}

export type InvalidateOptions = {
  /** Also lift the retry block of failed entries (a new account, a send). */
  unblock?: boolean | undefined
  /**
   * Load observed entries again right away; otherwise the next read does.
   * @default true
   */
  refetch?: boolean | undefined
}

/** A per-config keyed cache of async data (see packages/core/README.md). */
export type DataCache = {
  /** The entry under `key`, if any. */
  get<T>(key: string): DataEntry<T> | undefined
  /**
   * The fresh value under `key`, or the result of `load` (stored under it).
   * Concurrent loads of one key share a single request; within 30 s of a
   * failure it rejects with that failure without loading (SPEC §4) unless
   * `force`.
   */
  fetch<T>(key: string, load: DataLoad<T>, options: FetchOptions): Promise<T>
  /** Stores `data` under `key` as just loaded (what the user just did). */
  set<T>(key: string, data: T): void
  /** The keys of every entry. */
  keys(): readonly string[]
  /**
   * Marks every entry whose key `match`es as stale; entries someone
   * observes load again right away (with their last loader).
   */
  invalidate(match: (key: string) => boolean, options?: InvalidateOptions): void
  /** Forgets every entry whose key `match`es (loads under way are ignored). */
  remove(match: (key: string) => boolean): void
  /** Keeps `key` from garbage collection while observed; returns the release. */
  observe(key: string): () => void
  /** Keys of the entries someone observes. */
  observed(): readonly string[]
  /** Calls `listener` after any entry changes. */
  subscribe(listener: () => void): () => void
  /** Drops every entry and timer (the config is done). */
  clear(): void
}

type Slot = {
  entry: DataEntry<unknown>
  load?: DataLoad<unknown> | undefined
  promise?: Promise<unknown> | undefined
  /** Bumped by each new load: only the newest may write. */
  run: number
  observers: number
  gc?: ReturnType<typeof setTimeout> | undefined
}

const empty: DataEntry<never> = {
  status: 'idle',
  data: undefined,
  error: undefined,
  fetching: false,
  updatedAt: 0,
  errorAt: undefined,
  stale: false,
}

/**
 * Makes the data layer of one config: keyed entries with lifetimes,
 * deduplicated loads, a 30 s block after a failure (SPEC §4), invalidation
 * and garbage collection of entries nobody observes for 5 min (SPEC §9).
 * Never module-level: each config makes its own.
 */
export function createDataCache(
  parameters: { now?: () => number; gcTime?: number } = {},
): DataCache {
  const now = parameters.now ?? Date.now
  const gcTime = parameters.gcTime ?? QUERY_GC_MS
  const slots = new Map<string, Slot>()
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const slotOf = (key: string): Slot => {
    const slot = slots.get(key) ?? {
      entry: empty,
      run: 0,
      observers: 0,
    }
    slots.set(key, slot)
    return slot
  }
  // Every change notifies, and (re)starts the 5 min countdown of an entry
  // nobody observes and nothing loads.
  const write = (
    key: string,
    slot: Slot,
    change: Partial<DataEntry<unknown>>,
  ) => {
    slot.entry = { ...slot.entry, ...change }
    clearTimeout(slot.gc)
    if (!slot.observers && !slot.promise)
      slot.gc = setTimeout(() => {
        if (slots.get(key) === slot && !slot.observers && !slot.promise) {
          slots.delete(key)
          notify()
        }
      }, gcTime)
    notify()
  }
  const loaded = (data: unknown): Partial<DataEntry<unknown>> => ({
    status: 'success',
    data,
    error: undefined,
    fetching: false,
    updatedAt: now(),
    errorAt: undefined,
    stale: false,
  })
  const start = (key: string, slot: Slot): Promise<unknown> => {
    const run = ++slot.run
    const settle = (change: Partial<DataEntry<unknown>>) => {
      if (slot.run !== run) return
      slot.promise = undefined
      write(key, slot, change)
    }
    const promise = Promise.resolve()
      .then(slot.load)
      .then(
        (data) => {
          settle(loaded(data))
          return data
        },
        (error: unknown) => {
          settle({
            status: 'error',
            data: undefined,
            error,
            fetching: false,
            errorAt: now(),
            stale: false,
          })
          throw error
        },
      )
    slot.promise = promise
    write(key, slot, {
      fetching: true,
      status: slot.entry.status === 'success' ? 'success' : 'loading',
    })
    return promise
  }

  return {
    get: <T>(key: string) => slots.get(key)?.entry as DataEntry<T> | undefined,
    fetch<T>(key: string, load: DataLoad<T>, options: FetchOptions) {
      const slot = slotOf(key)
      const { entry } = slot
      slot.load = load
      if (!options.force && slot.promise) return slot.promise as Promise<T>
      if (!options.force && !entry.stale) {
        if (
          entry.status === 'success' &&
          now() - entry.updatedAt < options.lifetime
        )
          return Promise.resolve(entry.data as T)
        // Within 30 s of a failure: that failure, no request (SPEC §4).
        if (
          entry.status === 'error' &&
          now() - (entry.errorAt ?? 0) < BALANCE_RETRY_BLOCK_MS
        )
          return Promise.reject(entry.error)
      }
      return start(key, slot) as Promise<T>
    },
    set(key, data) {
      const slot = slotOf(key)
      slot.run++
      slot.promise = undefined
      write(key, slot, loaded(data))
    },
    keys: () => [...slots.keys()],
    invalidate(match, options = {}) {
      for (const [key, slot] of slots) {
        const { status } = slot.entry
        if (
          !match(key) ||
          status === 'idle' ||
          (status === 'error' && !options.unblock)
        )
          continue
        slot.entry = { ...slot.entry, stale: true }
        if (options.refetch !== false && slot.observers && slot.load)
          start(key, slot).catch(() => {})
        else notify()
      }
    },
    remove(match) {
      let removed = false
      for (const [key, slot] of slots) {
        if (!match(key)) continue
        clearTimeout(slot.gc)
        slot.run++
        slots.delete(key)
        removed = true
      }
      if (removed) notify()
    },
    observe(key) {
      const slot = slotOf(key)
      slot.observers++
      clearTimeout(slot.gc)
      let released = false
      return () => {
        if (released) return
        released = true
        slot.observers--
        if (slots.get(key) === slot) write(key, slot, {})
      }
    },
    observed: () => [...slots.keys()].filter((k) => slots.get(k)?.observers),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear() {
      for (const slot of slots.values()) {
        clearTimeout(slot.gc)
        slot.run++
      }
      slots.clear()
      notify()
    },
  }
}
