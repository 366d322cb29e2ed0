import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'
import { lockScroll } from './scrollLock.js'

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('style')
  document.body.removeAttribute('style')
})

const html = () => document.documentElement
const body = () => document.body
const locked = (element: HTMLElement) =>
  element.style.getPropertyValue('overflow-y') === 'hidden' &&
  element.style.getPropertyPriority('overflow-y') === 'important'

describe('lockScroll', () => {
  it('hides the overflow of <html> and <body> and leaves no style attribute behind', () => {
    expect(html().hasAttribute('style')).toBe(false)
    const release = lockScroll()
    expect(locked(html())).toBe(true)
    expect(locked(body())).toBe(true)
    expect(html().style.getPropertyValue('overflow-x')).toBe('hidden')
    release()
    expect(html().hasAttribute('style')).toBe(false)
    expect(body().hasAttribute('style')).toBe(false)
  })

  it("puts back the host's own inline styles exactly, priorities included", () => {
    html().style.setProperty('overflow-y', 'scroll', 'important')
    html().style.setProperty('color', 'red')
    body().style.setProperty('overflow-x', 'auto')
    body().style.setProperty('padding-right', '3px')
    const before = [html().style.cssText, body().style.cssText]
    const release = lockScroll()
    expect(locked(html())).toBe(true)
    expect(locked(body())).toBe(true)
    release()
    expect([html().style.cssText, body().style.cssText]).toEqual(before)
    expect(html().style.getPropertyPriority('overflow-y')).toBe('important')
  })

  it("keeps the scrollbar's room when the page had one, and gives it back", () => {
    // A classic 15 px scrollbar: the root's client width is the window's
    // less its width.
    Object.defineProperty(html(), 'clientWidth', {
      value: window.innerWidth - 15,
      configurable: true,
    })
    try {
      const release = lockScroll()
      expect(html().style.getPropertyValue('scrollbar-gutter')).toBe('stable')
      release()
      expect(html().style.getPropertyValue('scrollbar-gutter')).toBe('')
    } finally {
      Reflect.deleteProperty(html(), 'clientWidth')
    }
  })

  it('stays locked until the last of nested locks is released, once each', () => {
    const first = lockScroll()
    const second = lockScroll()
    first()
    first()
    expect(locked(html())).toBe(true)
    second()
    expect(locked(html())).toBe(false)
    expect(html().hasAttribute('style')).toBe(false)
  })
})

describe('Modal scroll lock', () => {
  it('locks the page while open and restores it on each close', async () => {
    body().style.setProperty('overflow-y', 'auto')
    const before = body().style.cssText
    renderLatch()
    for (let round = 0; round < 3; round++) {
      fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
      const dialog = await screen.findByRole('dialog', {
        name: 'Connect Wallet',
      })
      // From the frame after the one that shows the modal.
      await waitFor(() => expect(locked(html())).toBe(true))
      expect(locked(body())).toBe(true)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(locked(html())).toBe(false)
      expect(html().hasAttribute('style')).toBe(false)
      expect(body().style.cssText).toBe(before)
    }
  })
})
