import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDataCache } from './createDataCache.js'

// Lifetimes, the retry block and garbage collection run on fake timers
// (Date.now included), so no test waits on the wall clock.
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

const counter = () => {
  let n = 0
  return { load: async () => ++n, count: () => n }
}

describe('createDataCache', () => {
  it('keeps a value for its lifetime, then loads it again', async () => {
    const cache = createDataCache()
    const { load, count } = counter()
    expect(await cache.fetch('k', load, { lifetime: 30_000 })).toBe(1)
    vi.advanceTimersByTime(29_999)
    expect(await cache.fetch('k', load, { lifetime: 30_000 })).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await cache.fetch('k', load, { lifetime: 30_000 })).toBe(2)
    expect(count()).toBe(2)
    // A name or identity stays 5 min.
    expect(await cache.fetch('n', load, { lifetime: 300_000 })).toBe(3)
    vi.advanceTimersByTime(299_999)
    expect(await cache.fetch('n', load, { lifetime: 300_000 })).toBe(3)
    vi.advanceTimersByTime(1)
    expect(await cache.fetch('n', load, { lifetime: 300_000 })).toBe(4)
  })

  it('shares one load between concurrent reads of a key', async () => {
    const cache = createDataCache()
    const { load, count } = counter()
    const [a, b] = await Promise.all([
      cache.fetch('k', load, { lifetime: 30_000 }),
      cache.fetch('k', load, { lifetime: 30_000 }),
    ])
    expect([a, b, count()]).toEqual([1, 1, 1])
    expect(cache.get('k')).toMatchObject({
      status: 'success',
      data: 1,
      fetching: false,
    })
  })

  it('shows a load in flight and keeps the last value meanwhile', async () => {
    const cache = createDataCache()
    const { load } = counter()
    await cache.fetch('k', load, { lifetime: 30_000 })
    const again = cache.fetch('k', load, { lifetime: 30_000, force: true })
    expect(cache.get('k')).toMatchObject({
      status: 'success',
      data: 1,
      fetching: true,
    })
    expect(await again).toBe(2)
  })

  it('blocks loads for 30 s after a failure unless forced (SPEC §4)', async () => {
    const cache = createDataCache()
    let calls = 0
    const failing = async () => {
      calls++
      throw new Error('down')
    }
    await expect(
      cache.fetch('k', failing, { lifetime: 30_000 }),
    ).rejects.toThrow('down')
    const { errorAt } = cache.get('k') ?? {}
    expect(cache.get('k')).toMatchObject({ status: 'error', data: undefined })
    vi.advanceTimersByTime(29_999)
    await expect(
      cache.fetch('k', failing, { lifetime: 30_000 }),
    ).rejects.toThrow('down')
    expect([calls, cache.get('k')?.errorAt]).toEqual([1, errorAt])
    // Forced (a new account or network): loads now.
    await expect(
      cache.fetch('k', failing, { lifetime: 30_000, force: true }),
    ).rejects.toThrow('down')
    expect(calls).toBe(2)
    vi.advanceTimersByTime(30_000)
    expect(await cache.fetch('k', async () => 7, { lifetime: 30_000 })).toBe(7)
  })

  it('lets only the newest load write', async () => {
    const cache = createDataCache()
    let release: (value: number) => void = () => {}
    const slow = cache.fetch(
      'k',
      () => new Promise<number>((r) => (release = r)),
      { lifetime: 30_000 },
    )
    await cache.fetch('k', async () => 2, { lifetime: 30_000, force: true })
    release(1)
    expect(await slow).toBe(1)
    expect(cache.get('k')?.data).toBe(2)
  })

  it('drops entries nobody observes 5 min after their last load', async () => {
    const cache = createDataCache()
    const { load } = counter()
    await cache.fetch('k', load, { lifetime: 30_000 })
    const release = cache.observe('o')
    await cache.fetch('o', load, { lifetime: 30_000 })
    vi.advanceTimersByTime(299_999)
    expect(cache.get('k')).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(cache.get('k')).toBeUndefined()
    // Observed: kept, until 5 min after it is released.
    expect(cache.get('o')?.data).toBe(2)
    release()
    vi.advanceTimersByTime(299_999)
    expect(cache.get('o')?.data).toBe(2)
    vi.advanceTimersByTime(1)
    expect(cache.get('o')).toBeUndefined()
    expect(cache.observed()).toEqual([])
  })

  it('reloads observed entries on invalidation; others on their next read', async () => {
    const cache = createDataCache()
    const { load, count } = counter()
    const seen: number[] = []
    cache.subscribe(() => seen.push(count()))
    cache.observe('shown')
    await cache.fetch('shown', load, { lifetime: 30_000 })
    await cache.fetch('hidden', load, { lifetime: 30_000 })
    cache.invalidate(() => true)
    expect(cache.get('hidden')).toMatchObject({ stale: true, data: 2 })
    await vi.waitFor(() => expect(cache.get('shown')?.data).toBe(3))
    expect(cache.get('shown')?.stale).toBe(false)
    expect(count()).toBe(3)
    expect(await cache.fetch('hidden', load, { lifetime: 30_000 })).toBe(4)
    expect(seen.length).toBeGreaterThan(0)
    // Without refetch: marked only; the next read loads.
    cache.invalidate((key) => key === 'shown', { refetch: false })
    expect(cache.get('shown')).toMatchObject({ stale: true, fetching: false })
    expect(await cache.fetch('shown', load, { lifetime: 30_000 })).toBe(5)
  })

  it('keeps a failure blocked on invalidation unless unblocked', async () => {
    const cache = createDataCache()
    await expect(
      cache.fetch('k', () => Promise.reject(new Error('down')), {
        lifetime: 30_000,
      }),
    ).rejects.toThrow()
    cache.invalidate(() => true)
    expect(cache.get('k')?.status).toBe('error')
    await expect(
      cache.fetch('k', async () => 1, { lifetime: 30_000 }),
    ).rejects.toThrow('down')
    cache.invalidate(() => true, { unblock: true })
    expect(await cache.fetch('k', async () => 1, { lifetime: 30_000 })).toBe(1)
  })

  it('stores what the user just did with set', async () => {
    const cache = createDataCache()
    cache.set('names', ['alice.latch.id'])
    expect(
      await cache.fetch('names', async () => [], { lifetime: 300_000 }),
    ).toEqual(['alice.latch.id'])
  })

  it('forgets the entries remove matches; a load under way does not write', async () => {
    const cache = createDataCache()
    cache.set('a', 1)
    cache.set('b', 2)
    let finish: (n: number) => void = () => undefined
    const gate = new Promise<number>((resolve) => {
      finish = resolve
    })
    const pending = cache.fetch('c', () => gate, { lifetime: 30_000 })
    const changes = vi.fn()
    cache.subscribe(changes)
    cache.remove((key) => key !== 'b')
    expect(changes).toHaveBeenCalledTimes(1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')?.data).toBe(2)
    finish(3)
    expect(await pending).toBe(3)
    expect(cache.get('c')).toBeUndefined()
  })

  it('lists the keys of its entries', async () => {
    const cache = createDataCache()
    cache.set('k', 1)
    await cache.fetch('e', async () => 2, { lifetime: 30_000 })
    expect(cache.keys()).toEqual(['k', 'e'])
    cache.remove((key) => key === 'k')
    expect(cache.keys()).toEqual(['e'])
  })

  it('shares nothing between two caches', async () => {
    const a = createDataCache()
    const b = createDataCache()
    await a.fetch('k', async () => 1, { lifetime: 30_000 })
    expect(b.get('k')).toBeUndefined()
  })
})
