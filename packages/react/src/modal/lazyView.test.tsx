import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
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
})
