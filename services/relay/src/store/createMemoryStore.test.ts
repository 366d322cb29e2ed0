import { describe, expect, it } from 'vitest'
import type { RelayMessage } from '../core/types.js'
import { createMemoryStore } from './createMemoryStore.js'

const message = (id: string, expiresAt: number): RelayMessage => ({
  id,
  topic: 't',
  message: id,
  publishedAt: 0,
  seq: expiresAt,
  tag: 0,
  ttl: 1,
  expiresAt,
  publisher: 'p',
})

describe('createMemoryStore', () => {
  it('keeps messages until they expire and records acks per client', async () => {
    const store = createMemoryStore()
    await store.putMessage(message('a', 100))
    await store.putMessage(message('b', 200))
    await store.putMessage(message('a', 999)) // same id: first one kept
    expect((await store.getMessages('t', 50)).map((m) => m.expiresAt)).toEqual([
      100, 200,
    ])
    expect((await store.getMessages('t', 150)).map((m) => m.id)).toEqual(['b'])
    await store.markAcked('c1', 'b', 200)
    expect(await store.getAcked('c1', ['a', 'b'])).toEqual(new Set(['b']))
    expect(await store.getAcked('c2', ['a', 'b'])).toEqual(new Set())
    await store.close()
  })
})
