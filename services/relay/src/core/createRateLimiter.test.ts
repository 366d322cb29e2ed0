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
})
