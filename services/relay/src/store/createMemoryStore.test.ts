import { describe, expect, it } from 'vitest'
import type { RelayMessage, RelayStoreCaps } from '../core/types.js'
import { createMemoryStore } from './createMemoryStore.js'

const message = (
  id: string,
  expiresAt: number,
  { topic = 't', publisher = 'p', size = 1 } = {},
): RelayMessage => ({
  id,
  topic,
  message: 'x'.repeat(size),
  publishedAt: 0,
  seq: expiresAt,
  tag: 0,
  ttl: 1,
  expiresAt,
  publisher,
})

const roomy: RelayStoreCaps = {
  maxTopicBytes: 1e9,
  maxClientBytes: 1e9,
  maxIpBytes: 1e9,
  maxStoreBytes: 1e9,
}

describe('createMemoryStore', () => {
  it('keeps messages until they expire and records acks per client', async () => {
    let time = 0
    const store = createMemoryStore({ now: () => time })
    store.putMessages([message('a', 100)], roomy)
    store.putMessages([message('b', 200)], roomy)
    store.putMessages([message('a', 999)], roomy) // same id: first one kept
    expect((await store.getMessages('t', 50)).map((m) => m.expiresAt)).toEqual([
      100, 200,
    ])
    expect((await store.getMessages('t', 150)).map((m) => m.id)).toEqual(['b'])
    await store.markAcked('c1', [{ id: 'b', expiresAt: 200 }])
    expect(await store.getAcked('c1', ['a', 'b'])).toEqual(new Set(['b']))
    expect(await store.getAcked('c2', ['a', 'b'])).toEqual(new Set())
    // After the first copy expired, the same id is a new message.
    time = 150
    store.putMessages([message('a', 999)], roomy)
    expect((await store.getMessages('t', 150)).map((m) => m.expiresAt)).toEqual(
      [200, 999],
    )
    await store.close()
  })

  it('caps bytes per topic, per publisher and in total, all or nothing, and frees them on expiry', async () => {
    let time = 0
    const store = createMemoryStore({ now: () => time })
    // Each message counts 232 + 768 overhead = 1,000 bytes.
    const m = (id: string, options: Parameters<typeof message>[2] = {}) =>
      message(id, 10_000, { size: 232, ...options })
    const caps = {
      maxTopicBytes: 3_000,
      maxClientBytes: 5_000,
      maxIpBytes: 1e9,
      maxStoreBytes: 8_000,
    }
    expect(store.putMessages([m('1'), m('2'), m('3')], caps)).toBeUndefined()
    expect(store.putMessages([m('3')], caps)).toBeUndefined() // a retry is free
    expect(store.putMessages([m('4')], caps)).toEqual({
      limit: 'topicBytes',
      max: 3_000,
      used: 3_000,
      needed: 1_000,
    })
    // All or nothing: the batch's fitting first entry is not stored either.
    expect(
      store.putMessages([m('5', { topic: 'u' }), m('4')], caps),
    ).toMatchObject({ limit: 'topicBytes' })
    expect(await store.getMessages('u', 0)).toEqual([])
    store.putMessages([m('5', { topic: 'u' }), m('6', { topic: 'u' })], caps)
    expect(store.putMessages([m('7', { topic: 'v' })], caps)).toMatchObject({
      limit: 'clientBytes',
      used: 5_000,
    })
    store.putMessages([m('8', { topic: 'v', publisher: 'q' })], caps)
    store.putMessages([m('9', { topic: 'v', publisher: 'q' })], caps)
    store.putMessages([m('10', { topic: 'w', publisher: 'q' })], caps)
    expect(
      store.putMessages([m('11', { topic: 'w', publisher: 'r' })], caps),
    ).toMatchObject({ limit: 'storeBytes', used: 8_000 })
    // Nothing acknowledged is dropped: every stored message is still there.
    expect((await store.getMessages('t', time)).length).toBe(3)
    // Expiry frees the bytes (the sweep runs when a cap is hit).
    time = 10_000
    expect(store.putMessages([m('4', { publisher: 'p2' })], caps)).toBe(
      undefined,
    )
    time = 11_000
    // Publisher q's 3,000 bytes expired too: a full sweep frees them.
    const later = (id: string, topic: string) =>
      message(id, 20_000, { size: 232, topic, publisher: 'q' })
    expect(
      store.putMessages(
        [later('12', 'x'), later('13', 'y'), later('14', 'z')],
        caps,
      ),
    ).toBeUndefined()
    await store.close()
  })

  it('records no ack past maxStoreBytes, so the total stays bounded', async () => {
    const store = createMemoryStore()
    const caps = { ...roomy, maxStoreBytes: 1_100 }
    expect(
      store.putMessages([message('a', 9e15, { size: 232 })], caps),
    ).toBeUndefined()
    store.markAcked('c1', [{ id: 'a', expiresAt: 9e15 }]) // 1,000 + 192 > 1,100: not recorded
    expect(await store.getAcked('c1', ['a'])).toEqual(new Set())
    store.putMessages([], { ...caps, maxStoreBytes: 2_000 })
    store.markAcked('c1', [{ id: 'a', expiresAt: 9e15 }])
    expect(await store.getAcked('c1', ['a'])).toEqual(new Set(['a']))
    await store.close()
  })

  it('records an ack that needed a sweep which dropped the client’s only, expired ack', async () => {
    let time = 0
    const store = createMemoryStore({ now: () => time })
    // 1,000 bytes of message + 192 per ack: room for exactly one ack.
    const caps = { ...roomy, maxStoreBytes: 1_200 }
    store.putMessages([message('a', 9e15, { size: 232 })], caps)
    store.markAcked('c1', [{ id: 'old', expiresAt: 1_000 }])
    time = 2_000
    // Full: the sweep frees 'old' and with it c1's map of acks.
    store.markAcked('c1', [{ id: 'a', expiresAt: 9e15 }])
    expect(await store.getAcked('c1', ['old', 'a'])).toEqual(new Set(['a']))
    await store.close()
  })

  it('counts publishes per key in fixed windows; a refused take adds and stores nothing', async () => {
    const store = createMemoryStore()
    const checks = [
      { key: 'client:a', max: 5 },
      { key: 'ip:1', max: 8 },
    ]
    const take = (
      takeChecks: typeof checks,
      count: number,
      now: number,
      messages: RelayMessage[] = [],
    ) =>
      store.putMessages(messages, roomy, {
        checks: takeChecks,
        count,
        windowMs: 1_000,
        now,
      })
    expect(take(checks, 5, 0)).toBeUndefined()
    expect(take(checks, 1, 10, [message('r1', 9e15)])).toEqual({
      limit: 'rate',
      check: 0,
    })
    expect(await store.getMessages('t', 0)).toEqual([])
    expect(
      take(
        [{ key: 'client:b', max: 5 }, checks[1] as (typeof checks)[1]],
        3,
        20,
      ),
    ).toBeUndefined()
    expect(
      take(
        [{ key: 'client:c', max: 5 }, checks[1] as (typeof checks)[1]],
        1,
        30,
      ),
    ).toEqual({ limit: 'rate', check: 1 })
    expect(take(checks, 5, 1_000)).toBeUndefined() // next window
    await store.close()
  })
})
