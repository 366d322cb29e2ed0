import { describe, expect, it } from 'vitest'
import { createKeyedSlots } from './createKeyedSlots.js'

describe('createKeyedSlots', () => {
  it('runs one work at a time per key, in order, keys apart, past failures', async () => {
    const line = createKeyedSlots(1)
    const running = new Map<string, number>()
    let peak = 0
    const order: string[] = []
    const work = (key: string, name: string, fail = false) =>
      line.run(key, async () => {
        const now = (running.get(key) ?? 0) + 1
        running.set(key, now)
        peak = Math.max(peak, now)
        order.push(name)
        await new Promise((r) => setTimeout(r, 2))
        running.set(key, now - 1)
        if (fail) throw new Error(name)
        return name
      })
    const results = await Promise.allSettled([
      work('a', 'a1'),
      work('a', 'a2', true),
      work('a', 'a3'),
      work('b', 'b1'),
    ])
    expect(peak).toBe(1)
    expect(order.filter((name) => name.startsWith('a'))).toEqual([
      'a1',
      'a2',
      'a3',
    ])
    // b did not wait for a's line.
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a2'))
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ])
  })
})
