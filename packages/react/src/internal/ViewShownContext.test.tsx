import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createViewShownStore,
  useEffectWhenShown,
  useViewShown,
  ViewShownContext,
} from './ViewShownContext.js'

afterEach(cleanup)

describe('ViewShownContext', () => {
  it('starts an effect when the view shows and cleans it up when it hides, without rendering its caller again', () => {
    const store = createViewShownStore()
    const log: string[] = []
    let renders = 0
    function View() {
      renders++
      useEffectWhenShown(() => {
        log.push('start')
        return () => log.push('stop')
      }, [])
      return null
    }
    render(
      <ViewShownContext.Provider value={store}>
        <View />
      </ViewShownContext.Provider>,
    )
    expect(log).toEqual([])
    act(() => {
      store.current = true
      store.notify()
    })
    expect(log).toEqual(['start'])
    act(() => {
      store.current = false
      store.notify()
    })
    expect(log).toEqual(['start', 'stop'])
    expect(renders).toBe(1)
  })

  it('useViewShown re-renders its caller with the new value; outside a modal views are shown', () => {
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
    act(() => {
      store.current = true
      store.notify()
    })
    expect(seen).toEqual([false, true, true])
  })
})
