import { describe, expect, it } from 'vitest'
import { watchVisibility } from './watchVisibility.js'

/** An IntersectionObserver stand-in that lets the test report entries. */
function fakeObserver() {
  const made: {
    options: IntersectionObserverInit | undefined
    report(isVisible: boolean): void
    observed: unknown[]
    disconnected: boolean
  }[] = []
  class Observer {
    constructor(
      callback: (entries: { isVisible: boolean }[]) => void,
      options?: IntersectionObserverInit,
    ) {
      made.push({
        options,
        report: (isVisible) => callback([{ isVisible }]),
        observed: [],
        disconnected: false,
      })
    }
    observe(target: unknown) {
      made.at(-1)?.observed.push(target)
    }
    disconnect() {
      const last = made.at(-1)
      if (last) last.disconnected = true
    }
  }
  return { made, Observer: Observer as unknown as typeof IntersectionObserver }
}

describe('watchVisibility', () => {
  const target = {} as Element

  it('follows isVisible with IntersectionObserver v2', () => {
    const { made, Observer } = fakeObserver()
    const seen: boolean[] = []
    const stop = watchVisibility(target, (visible) => seen.push(visible), {
      IntersectionObserver: Observer,
      IntersectionObserverEntry: { prototype: { isVisible: false } },
    })
    expect(made[0]?.options).toMatchObject({
      trackVisibility: true,
      delay: 100,
    })
    expect(made[0]?.observed).toEqual([target])
    made[0]?.report(true)
    made[0]?.report(false)
    expect(seen).toEqual([false, true, false])
    stop()
    expect(made[0]?.disconnected).toBe(true)
  })

  it('reports visible once without v2 (no isVisible) or without observers', () => {
    const { made, Observer } = fakeObserver()
    const seen: boolean[] = []
    watchVisibility(target, (visible) => seen.push(visible), {
      IntersectionObserver: Observer,
      IntersectionObserverEntry: { prototype: {} },
    })
    watchVisibility(target, (visible) => seen.push(visible), {})
    expect(seen).toEqual([true, true])
    expect(made).toEqual([])
  })
})
