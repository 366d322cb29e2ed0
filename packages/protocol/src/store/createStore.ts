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

  // Keys are strings (ids are numbers on the wire).
  const put = (key: string | number, record: value) => {
    records.set(`${key}`, record)
    const expiry = expiresAt?.(record)
    if (expiry) expirer?.set(`${name}:${key}`, expiry)
  }

  /** Writes every record (after the writes before it); the write's promise. */
  const persist = () => {
    const text = JSON.stringify([...records])
    writing = writing
      .then(() => storage.setItem(storageKey, text))
      .catch(() => {})
    return writing
  }

  const store = {
    async init() {
      for (const [key, record] of JSON.parse(
        (await storage.getItem(storageKey)) || '[]',
      ) as [string, value][])
        put(key, record)
    },
    /** The record, or a NO_MATCHING_KEY error (noting recent deletion). */
    get(key: string | number): value {
      const record = store.find(key)
      if (record !== undefined) return record
      throw new ProtocolError('NO_MATCHING_KEY', {
        context: `${store.wasDeleted(key) ? 'Record was recently deleted - ' : ''}${name}: ${key}`,
      })
    },
    find: (key: string | number) => records.get(`${key}`),
    wasDeleted: (key: string | number) => recentlyDeleted.has(`${key}`),
    values: () => [...records.values()],
    set(key: string | number, record: value) {
      put(key, record)
      return persist()
    },
    /** Merges `patch` into the record of `key`, if there is one. */
    update(key: string | number, patch: Partial<value>) {
      const record = store.find(key)
      return record === undefined
        ? writing
        : store.set(key, { ...record, ...patch })
    },
    delete(key: string | number) {
      if (!records.delete(`${key}`)) return writing
      expirer?.delete(`${name}:${key}`)
      recentlyDeleted.add(`${key}`)
      return persist()
    },
    /** Resolves when every write so far reached storage. */
    flush: () => writing,
  }
  return store
}

export type Store<value> = ReturnType<typeof createStore<value>>
