import { describe, expect, it } from 'vitest'
import { createEmitter } from './createEmitter.js'

describe('createEmitter', () => {
  it('delivers typed events to listeners and onAny, and unsubscribes', () => {
    const emitter = createEmitter<{ a: number; b: undefined }>()
    const got: unknown[] = []
    const off = emitter.on('a', (n) => got.push(n))
    emitter.onAny((name, data) => got.push([name, data]))
    emitter.emit('a', 1)
    emitter.emit('b')
    off()
    emitter.emit('a', 2)
    expect(got).toEqual([1, ['a', 1], ['b', undefined], ['a', 2]])
    expect(emitter.listenerCount('a')).toBe(0)
  })
})
