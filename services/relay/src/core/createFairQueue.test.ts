import { describe, expect, it } from 'vitest'
import { createFairQueue } from './createFairQueue.js'

describe('createFairQueue', () => {
  it('takes keys in turn: one key’s many jobs wait behind another key’s one', async () => {
    const fair = createFairQueue()
    const order: string[] = []
    const jobs = [
      ...['a1', 'a2', 'a3', 'a4'].map((name) =>
        fair.run('a', () => order.push(name)),
      ),
      fair.run('b', () => order.push('b1')),
      fair.run('c', () => order.push('c1')),
    ]
    expect(order).toEqual([])
    expect(fair.size()).toBe(6)
    await Promise.all(jobs)
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'a3', 'a4'])
    expect(fair.size()).toBe(0)
  })

  it('yields to the event loop once a turn’s budget is spent, after at least one job', async () => {
    let clock = 0
    const fair = createFairQueue({ turnBudgetMs: 2, now: () => clock })
    const turns: number[] = []
    // Counts event-loop iterations (one immediate each).
    let turn = 0
    let counting = true
    const count = () => {
      turn++
      if (counting) setImmediate(count)
    }
    setImmediate(count)
    const jobs = Array.from({ length: 6 }, (_, i) =>
      fair.run(`k${i}`, () => {
        turns.push(turn)
        clock += 1.5
      }),
    )
    await Promise.all(jobs)
    counting = false
    // 1.5 ms a job, 2 ms a turn: two jobs, then the loop moves on.
    expect(turns[0]).toBe(turns[1])
    expect(turns[2]).toBeGreaterThan(turns[1] as number)
    expect(turns[4]).toBeGreaterThan(turns[3] as number)
  })

  it('rejects with what a job throws and goes on with the others', async () => {
    const fair = createFairQueue()
    const failed = fair.run('a', () => {
      throw new Error('boom')
    })
    const next = fair.run('a', () => 'next')
    await expect(failed).rejects.toThrow('boom')
    expect(await next).toBe('next')
  })
})
