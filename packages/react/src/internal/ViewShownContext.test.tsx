import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createViewShownStore,
  useEffectWhenShown,
  useViewShown,
  ViewShownContext,
} from './ViewShownContext.js'

afterEach(cleanup)

/** Resolves after the frame painted and the task after it (afterPaint's turn). */
const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => setTimeout(resolve, 0)),
  )

describe('ViewShownContext', () => {
  it('starts an effect when the view shows and cleans it up when it hides, without rendering its caller again', async () => {
    const store = createViewShownStore()
    const log: string[] = []
    let renders = 0
    function View() {
      renders++
      useEffectWhenShown(() => {
        log.push('start')
        return () => {
          log.push('stop')
        }
      }, [])
      return null
    }
    render(
      <ViewShownContext.Provider value={store}>
        <View />
      </ViewShownContext.Provider>,
    )
    expect(log).toEqual([])
    act(() => store.show(true))
    // Not in the frame that shows the view: after it.
    expect(log).toEqual([])
    await act(nextPaint)
    expect(log).toEqual(['start'])
    act(() => store.show(false))
    expect(log).toEqual(['start', 'stop'])
    expect(renders).toBe(1)
  })

  it('useViewShown re-renders its caller with the new value; outside a modal views are shown', async () => {
    const store = createViewShownStore()
    const seen: boolean[] = []
    function Icon() {
      seen.push(useViewShown())
      return null
    }
    render(
      <>
        <ViewShownContext.Provider value={store}>
          <Icon />
        </ViewShownContext.Provider>
        <Icon />
      </>,
    )
    expect(seen).toEqual([false, true])
    act(() => store.show(true))
    await act(nextPaint)
    expect(seen).toEqual([false, true, true])
  })

  it('a view hidden again before the paint never counts as shown', async () => {
    const store = createViewShownStore()
    const log: string[] = []
    function View() {
      useEffectWhenShown(() => {
        log.push('start')
        return undefined
      }, [])
      return null
    }
    render(
      <ViewShownContext.Provider value={store}>
        <View />
      </ViewShownContext.Provider>,
    )
    act(() => {
      store.show(true)
      store.show(false)
    })
    await act(nextPaint)
    expect(log).toEqual([])
    expect(store.get()).toBe(false)
  })
})
