import { describe, expect, it } from 'vitest'
import { createKeyedRateLimiter } from './createKeyedRateLimiter.js'

describe('createKeyedRateLimiter', () => {
  it('keeps one bucket per key and refills it over time', () => {
    let time = 0
    const limiter = createKeyedRateLimiter({
      perSecond: 100,
      burst: 200,
      now: () => time,
    })
    expect(limiter.take('a', 150)).toBe(true)
    expect(limiter.take('a', 100)).toBe(false)
    // Another key is not affected.
    expect(limiter.take('b', 200)).toBe(true)
    time += 500
    expect(limiter.take('a', 100)).toBe(true)
    expect(limiter.take('a', 1)).toBe(false)
  })

  it('lets one call above the burst through a full bucket, then makes it wait', () => {
    let time = 0
    const limiter = createKeyedRateLimiter({
      perSecond: 10,
      burst: 20,
      now: () => time,
    })
    expect(limiter.take('ip', 50)).toBe(true)
    time += 2_000 // 20 tokens back: still 10 in debt
    expect(limiter.take('ip', 1)).toBe(false)
    time += 3_000
    expect(limiter.take('ip', 1)).toBe(true)
  })

  it('holds at most maxKeys buckets, dropping full ones first', () => {
    let time = 0
    const limiter = createKeyedRateLimiter({
      perSecond: 1,
      burst: 10,
      maxKeys: 100,
      now: () => time,
    })
    for (let i = 0; i < 100; i++) limiter.take(`spent-${i}`, 10)
    expect(limiter.size()).toBe(100)
    time += 60_000 // every bucket full again: the sweep drops them all
    expect(limiter.take('new', 1)).toBe(true)
    expect(limiter.size()).toBe(1)
    for (let i = 0; i < 1_000; i++) limiter.take(`busy-${i}`, 10)
    expect(limiter.size()).toBeLessThanOrEqual(100)
  })
})
