import { describe, expect, it } from 'vitest'
import { createExpirer } from '../expirer/createExpirer.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createStore } from './createStore.js'

describe('createStore', () => {
  it('writes through to storage and restores on init', async () => {
    const storage = createMemoryStorage()
    const store = createStore<{ n: number }>({
      storage,
      prefix: 'p',
      name: 'session',
    })
    await store.set('a', { n: 1 })
    await store.set(2, { n: 2 })
    const again = createStore<{ n: number }>({
      storage,
      prefix: 'p',
      name: 'session',
    })
    await again.init()
    expect(again.get('a')).toEqual({ n: 1 })
    expect(again.find(2)).toEqual({ n: 2 })
    expect(await storage.getKeys()).toEqual(['p//session'])
  })
  it("says 'Record was recently deleted' after a delete", async () => {
    const store = createStore<number>({
      storage: createMemoryStorage(),
      prefix: 'p',
      name: 'session',
    })
    await store.set('a', 1)
    await store.delete('a')
    expect(() => store.get('a')).toThrow(
      'No matching key. Record was recently deleted - session: a',
    )
    expect(() => store.get('b')).toThrow('No matching key. session: b')
  })
  it('arms expiries on init and set, disarms them on delete', async () => {
    const storage = createMemoryStorage()
    const expired: string[] = []
    const expirer = createExpirer({
      onExpire: (target) => expired.push(target),
      now: () => 10_000_000,
    })
    const options = {
      storage,
      prefix: 'p',
      name: 'request',
      expirer,
      expiresAt: (record: { at?: number }) => record.at,
    }
    const store = createStore(options)
    await store.set(1, { at: 5 })
    await store.set(2, {})
    await store.set(3, { at: 5 })
    await store.delete(3)
    expirer.check()
    expect(expired).toEqual(['request:1'])
    // A reloaded store arms what it loads.
    await createStore(options).init()
    expirer.check()
    expect(expired).toEqual(['request:1', 'request:1'])
  })
})
