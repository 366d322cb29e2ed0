import { ProtocolError } from '@latch/common'
import type { Expirer } from '../expirer/createExpirer.js'
import { RECENTLY_DELETED_LIMIT } from '../validation/constants.js'
import { createRecentlyDeleted } from './createRecentlyDeleted.js'
import type { KeyValueStorage } from './types.js'

export type CreateStoreParameters<value> = {
  storage: KeyValueStorage
  /** Storage key prefix, e.g. `latch@2:client`. */
  prefix: string
  /** Store name used in the storage key, error messages and expiries. */
  name: string
  /**
   * Keeps `expirer` in step with the records: `<name>:<key>` is armed with
   * `expiresAt(record)` (unix seconds; none if undefined) when a record is
   * loaded or set, and disarmed when it is deleted.
   */
  expirer?: Pick<Expirer, 'set' | 'delete'> | undefined
  expiresAt?: ((record: value) => number | undefined) | undefined
}

/**
 * A persistent record store (sessions, proposals, pairings, keychain, …).
 * Every change is written through to `storage` as one JSON array under
 * `<prefix>//<name>`; `init()` loads it. Deleted keys are remembered so a
 * lookup can say 'Record was recently deleted'.
 */
export function createStore<value>({
  storage,
  prefix,
  name,
  expirer,
  expiresAt,
}: CreateStoreParameters<value>) {
  const storageKey = `${prefix}//${name}`
  const records = new Map<string, value>()
  const recentlyDeleted = createRecentlyDeleted(RECENTLY_DELETED_LIMIT)
  let writing: Promise<void> = Promise.resolve()

  const put = (key: string, record: value) => {
    records.set(key, record)
    const expiry = expiresAt?.(record)
    if (expiry) expirer?.set(`${name}:${key}`, expiry)
  }

  const persist = () => {
    const text = JSON.stringify([...records.entries()])
    writing = writing
      .then(() => storage.setItem(storageKey, text))
      .catch(() => {})
    return writing
  }

  return {
    async init() {
      const text = await storage.getItem(storageKey)
      if (!text) return
      for (const [key, record] of JSON.parse(text) as [string, value][])
        put(key, record)
    },
    /** The record, or a NO_MATCHING_KEY error (noting recent deletion). */
    get(key: string | number): value {
      const record = records.get(String(key))
      if (record !== undefined) return record
      const deleted = recentlyDeleted.has(String(key))
      throw new ProtocolError('NO_MATCHING_KEY', {
        context: `${deleted ? 'Record was recently deleted - ' : ''}${name}: ${key}`,
      })
    },
    find: (key: string | number) => records.get(String(key)),
    has: (key: string | number) => records.has(String(key)),
    wasDeleted: (key: string | number) => recentlyDeleted.has(String(key)),
    values: () => [...records.values()],
    keys: () => [...records.keys()],
    set(key: string | number, record: value) {
      put(String(key), record)
      return persist()
    },
    /** Merges `patch` into the record of `key`, if there is one. */
    update(key: string | number, patch: Partial<value>) {
      const record = records.get(String(key))
      if (record === undefined) return writing
      put(String(key), { ...record, ...patch })
      return persist()
    },
    delete(key: string | number) {
      if (!records.delete(String(key))) return writing
      expirer?.delete(`${name}:${key}`)
      recentlyDeleted.add(String(key))
      return persist()
    },
    /** Resolves when every write so far reached storage. */
    flush: () => writing,
  }
}

export type Store<value> = ReturnType<typeof createStore<value>>
