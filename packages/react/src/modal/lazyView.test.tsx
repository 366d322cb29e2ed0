import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Activity, type ReactNode, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyView } from './lazyView.js'

afterEach(cleanup)

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>

describe('lazyView', () => {
  it('says Loading… until the chunk is there, then renders it with its props', async () => {
    let release: () => void = () => {}
    const View = lazyView(
      () =>
        new Promise<{ default: typeof Hello }>((resolve) => {
          release = () => resolve({ default: Hello })
        }),
    )
    render(<View name="Ada" />)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    await act(async () => release())
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    // Once loaded, a new use renders at once: no Loading… in between.
    cleanup()
    render(<View name="Grace" />)
    expect(screen.getByText('Hello Grace')).toBeTruthy()
  })

  it('a failed load says so and loads again on Try again', async () => {
    let calls = 0
    const View = lazyView(async () => {
      calls++
      if (calls === 1) throw new TypeError('Failed to fetch module')
      return { default: Hello }
    })
    render(<View name="Ada" />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('Hello Ada')
    expect(calls).toBe(2)
  })

  it('preload() fetches once, before any render', async () => {
    let calls = 0
    const View = lazyView(async () => {
      calls++
      return { default: Hello }
    })
    await Promise.all([View.preload(), View.preload()])
    expect(calls).toBe(1)
    render(<View name="Ada" />)
    expect(screen.getByText('Hello Ada')).toBeTruthy()
  })

  it('a chunk that arrives while its view is hidden (Activity) shows when the view shows again', async () => {
    let release: () => void = () => {}
    const View = lazyView(
      () =>
        new Promise<{ default: typeof Hello }>((resolve) => {
          release = () => resolve({ default: Hello })
        }),
    )
    // The element is kept between renders, as Modal keeps its view's.
    const view = <View name="Ada" />
    const Shell = ({
      shown,
      children,
    }: {
      shown: boolean
      children: ReactNode
    }) => <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
    const { rerender } = render(<Shell shown>{view}</Shell>)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    rerender(<Shell shown={false}>{view}</Shell>)
    await act(async () => release())
    rerender(<Shell shown>{view}</Shell>)
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
  })

  it('a chunk that arrives between the render and its effects is not missed', async () => {
    // As when the account button's click renders Account while the idle
    // preload of its chunk is about to finish: the render says Loading…,
    // the chunk arrives before the view's effects run.
    let release: () => void = () => {}
    const View = lazyView(
      () =>
        new Promise<{ default: typeof Hello }>((resolve) => {
          release = () => resolve({ default: Hello })
        }),
    )
    void View.preload()
    let arrived: Promise<unknown> = Promise.resolve()
    // Runs in the commit, before any passive effect.
    const Release = () => {
      useLayoutEffect(() => {
        release()
        arrived = View.preload()
      }, [])
      return null
    }
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    const actEnvironment = globalThis as {
      IS_REACT_ACT_ENVIRONMENT?: boolean | undefined
    }
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    try {
      root.render(
        <>
          <View name="Ada" />
          <Release />
        </>,
      )
      await new Promise((resolve) => setTimeout(resolve, 50))
      await arrived
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(container.textContent).toBe('Hello Ada')
    } finally {
      root.unmount()
      container.remove()
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct
    }
  })
})
