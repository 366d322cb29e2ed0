import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

describe('createRateLimiter', () => {
  it('allows a burst of 2× then refills perSecond', () => {
    let time = 0
    const limiter = createRateLimiter({ perSecond: 2, now: () => time })
    expect([1, 2, 3, 4, 5].map(() => limiter.take())).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
    time = 500
    expect(limiter.take()).toBe(true)
    expect(limiter.take()).toBe(false)
    expect(limiter.take(0)).toBe(true)
  })

  it('lets one call larger than the burst through a full bucket, then charges the debt', () => {
    let time = 0
    const limiter = createRateLimiter({ perSecond: 100, now: () => time })
    expect(limiter.take(500)).toBe(true) // burst 200: 300 in debt
    expect(limiter.take(1)).toBe(false)
    time = 3_000 // +300: back to 0
    expect(limiter.take(1)).toBe(false)
    time = 5_000 // +200: full again
    expect(limiter.take(500)).toBe(true)
    time = 6_000
    expect(limiter.take(500)).toBe(false) // not full: refused, nothing taken
  })
})
