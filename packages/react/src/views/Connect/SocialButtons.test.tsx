import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { renderLatch } from '../../../test/renderLatch.js'
import { loadLoginActions, loginActions } from './loadLoginActions.js'

const realOpen = window.open
const idle = Object.getOwnPropertyDescriptors(window)
afterEach(() => {
  cleanup()
  window.open = realOpen
  for (const name of ['requestIdleCallback', 'cancelIdleCallback'] as const) {
    const own = idle[name]
    if (own) Object.defineProperty(window, name, own)
    else delete (window as Partial<Window>)[name]
  }
})

/** The browser's popup as far as the login uses it. */
type Popup = { closed: boolean; location: { href: string }; close(): void }

describe('SocialButtons', () => {
  it('opens the popup in the click itself while the login logic is still loading, then runs the last click’s login in it', async () => {
    // The browser never idles: the login chunk Connect loads at idle is
    // not in when the visitor clicks.
    window.requestIdleCallback = (() => 0) as typeof requestIdleCallback
    window.cancelIdleCallback = () => {}
    // As a browser does: a name whose window is open gets that window.
    const opened: { name: string; popup: Popup }[] = []
    window.open = ((_url: string, name: string) => {
      const open = opened.find((o) => o.name === name && !o.popup.closed)
      const popup: Popup = open?.popup ?? {
        closed: false,
        location: { href: 'about:blank' },
        close() {
          popup.closed = true
        },
      }
      opened.push({ name, popup })
      return popup
    }) as typeof window.open
    const auth = createTestAuthConnector()
    renderLatch(undefined, {
      connectors: [auth.connector],
      features: { socials: ['github', 'google'] },
    } as never)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    const github = await within(connect).findByRole('button', {
      name: 'Continue with GitHub',
    })
    const google = within(connect).getByRole('button', {
      name: 'Continue with Google',
    })
    expect(loginActions()).toBeUndefined()
    fireEvent.click(github)
    // Synchronously, inside the click: nothing was awaited yet.
    expect(opened.map((o) => o.name)).toEqual(['latch-social'])
    expect(loginActions()).toBeUndefined()
    // Changed their mind while it loads: the same window, Google's login.
    fireEvent.click(google)
    expect(opened).toHaveLength(2)
    const popup = opened[0]!.popup
    expect(opened[1]!.popup).toBe(popup)
    await loadLoginActions()
    const view = await screen.findByRole('dialog', {
      name: 'Log in with Google',
    })
    await within(view).findByText('Continue in the Google window that opened')
    expect(auth.calls).toEqual(['getSocialRedirectUri google'])
    // No other window: the one the clicks opened runs the login.
    expect(opened).toHaveLength(2)
    expect(popup.closed).toBe(false)
    // The visitor closes it: a cancel, said plainly, and back is possible.
    popup.closed = true
    await within(view).findByText('Login cancelled', {}, { timeout: 5_000 })
    fireEvent.click(within(view).getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })

  it("keeps a short button's visible text its name alone, the icon or its initial aside (WCAG 2.5.3)", async () => {
    const auth = createTestAuthConnector()
    renderLatch(undefined, {
      connectors: [auth.connector],
      apiUrl: 'http://127.0.0.1:9',
      features: { socials: ['google', 'farcaster'] },
    } as never)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    const farcaster = await within(connect).findByRole('button', {
      name: 'Continue with Farcaster',
    })
    expect(farcaster.textContent).toBe('Farcaster')
    // Offline, say: the image fails and the initial stands in, drawn by CSS.
    const image = farcaster.querySelector('img')
    if (image) fireEvent.error(image)
    expect(farcaster.querySelector('img')).toBeNull()
    expect(
      farcaster
        .querySelector('[aria-hidden=true]')
        ?.getAttribute('data-initial'),
    ).toBe('F')
    expect(farcaster.textContent).toBe('Farcaster')
  })
})
