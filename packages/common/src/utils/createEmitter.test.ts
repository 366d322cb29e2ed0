import { describe, expect, it } from 'vitest'
import { createStore } from '../store/createStore.js'
import { createEmitter } from './createEmitter.js'
import { shallowEqual } from './shallowEqual.js'

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

describe('createStore', () => {
  it('notifies selector listeners only on change', () => {
    const store = createStore({ a: 1, b: { c: 1 } })
    const seen: number[] = []
    store.subscribe(
      (s) => s.a,
      (a) => seen.push(a),
    )
    store.setState((s) => ({ ...s, b: { c: 2 } }))
    store.setState((s) => ({ ...s, a: 2 }))
    expect(seen).toEqual([2])
  })

  it('supports custom equality and firing immediately', () => {
    const store = createStore({ list: [1] })
    const seen: number[][] = []
    store.subscribe(
      (s) => s.list,
      (l) => seen.push([...l]),
      {
        equalityFn: shallowEqual,
        fireImmediately: true,
      },
    )
    store.setState({ list: [1] })
    store.setState({ list: [1, 2] })
    expect(seen).toEqual([[1], [1, 2]])
  })
})

describe('shallowEqual', () => {
  it.each([
    [{ a: 1 }, { a: 1 }, true],
    [{ a: 1 }, { a: 2 }, false],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], [1, 2], true],
    [[1], { 0: 1 }, false],
    [null, null, true],
    [null, {}, false],
  ])('%j vs %j', (a, b, equal) => {
    expect(shallowEqual(a, b)).toBe(equal)
  })
})
