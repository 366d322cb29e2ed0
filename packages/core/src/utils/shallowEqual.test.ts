import { describe, expect, it } from 'vitest'
import { createStore } from '../store/createStore.js'
import { shallowEqual } from './shallowEqual.js'

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
