import { describe, expect, it } from 'vitest'
import { createRequestQueue } from './createRequestQueue.js'

describe('createRequestQueue', () => {
  it('emits one at a time, the next after complete', () => {
    const emitted: number[] = []
    const queue = createRequestQueue<{ id: number }>({
      onNext: (item) => emitted.push(item.id),
    })
    queue.push({ id: 1 })
    queue.push({ id: 2 })
    queue.push({ id: 3 })
    expect(emitted).toEqual([1])
    queue.complete(3)
    queue.complete(1)
    expect(emitted).toEqual([1, 2])
    queue.complete(2)
    expect(emitted).toEqual([1, 2])
    // Idle again: the next push is emitted at once.
    queue.push({ id: 4 })
    expect(emitted).toEqual([1, 2, 4])
  })
  it('waits for the delay before the next one', async () => {
    const emitted: number[] = []
    const queue = createRequestQueue<{ id: number }>({
      onNext: (item) => emitted.push(item.id),
      delay: 20,
    })
    queue.push({ id: 1 })
    queue.push({ id: 2 })
    queue.complete(1)
    expect(emitted).toEqual([1])
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(emitted).toEqual([1, 2])
  })
})
