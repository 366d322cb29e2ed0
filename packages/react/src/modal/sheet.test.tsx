import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'

const desktopAgent = navigator.userAgent
const setAgent = (agent: string) =>
  Object.defineProperty(navigator, 'userAgent', {
    value: agent,
    configurable: true,
  })

afterEach(() => {
  cleanup()
  setAgent(desktopAgent)
})

async function openRoot() {
  renderLatch()
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return dialog.closest('[data-latch]')
}

describe('bottom sheet on mobile browsers', () => {
  it("is the dialog's form in a phone's browser", async () => {
    setAgent(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    )
    expect((await openRoot())?.classList.contains('l-sheet')).toBe(true)
  })

  it('is not on a desktop browser (narrow windows get it from the stylesheet)', async () => {
    expect((await openRoot())?.classList.contains('l-sheet')).toBe(false)
  })
})
