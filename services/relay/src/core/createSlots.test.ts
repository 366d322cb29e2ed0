import { describe, expect, it } from 'vitest'
import { createSlots } from './createSlots.js'

describe('createSlots', () => {
  it('runs at most max works at once, in arrival order, and frees slots on failure', async () => {
    const slots = createSlots(2)
    let running = 0
    let peak = 0
    const order: number[] = []
    const works = Array.from({ length: 6 }, (_, i) =>
      slots.run(async () => {
        running++
        peak = Math.max(peak, running)
        order.push(i)
        await new Promise((r) => setTimeout(r, 5))
        running--
        if (i === 1) throw new Error('boom')
        return i
      }),
    )
    const results = await Promise.allSettled(works)
    expect(peak).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4, 5])
    expect(results[1]?.status).toBe('rejected')
    expect(results[5]).toEqual({ status: 'fulfilled', value: 5 })
    expect(await slots.run(async () => 'free')).toBe('free')
  })
})
