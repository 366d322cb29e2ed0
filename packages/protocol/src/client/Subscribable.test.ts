import { describe, expect, it } from 'vitest'
import { Subscribable } from './Subscribable.js'

class Counter extends Subscribable<{ tick: number }> {
  subscribed = 0
  tick(n: number) {
    this.emit('tick', n)
  }
  protected override onSubscribe() {
    this.subscribed++
  }
}

describe('Subscribable', () => {
  it('delivers to listeners until they unsubscribe; once fires once', () => {
    const counter = new Counter()
    const seen: number[] = []
    const off = counter.on('tick', (n) => seen.push(n))
    counter.once('tick', (n) => seen.push(n * 10))
    counter.tick(1)
    counter.tick(2)
    off()
    counter.tick(3)
    expect(seen).toEqual([1, 10, 2])
    expect(counter.subscribed).toBe(2)
    expect(counter.listenerCount('tick')).toBe(0)
  })
})
