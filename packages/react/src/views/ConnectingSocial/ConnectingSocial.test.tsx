import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { renderLatch } from '../../../test/renderLatch.js'
import { loadLoginActions } from '../Connect/loadLoginActions.js'

const realOpen = window.open
afterEach(() => {
  window.open = realOpen
  cleanup()
})

describe('ConnectingSocial', () => {
  it('says when the browser blocked the popup, offers Try again, and Cancel goes back', async () => {
    // The browser's popup blocker, as a blocked window.open answers.
    const opened: string[] = []
    window.open = ((_url: string, name: string) => {
      opened.push(name)
      return null
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
    // The login logic loads while Connect idles (a chunk apart from the
    // buttons); once it is in, the popup opens in the click itself.
    await loadLoginActions()
    fireEvent.click(github)
    // The popup opened in the click itself.
    expect(opened).toEqual(['latch-social'])
    const dialog = await screen.findByRole('dialog', {
      name: 'Log in with GitHub',
    })
    await within(dialog).findByText('The browser blocked the login window')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(opened).toHaveLength(2)
    await within(dialog).findByText('The browser blocked the login window')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })
  it('inside Telegram opens no popup and says so when the login URL has no state (SPEC §5)', async () => {
    // Telegram's host API (a stand-in: not ours) and the browser's popups.
    const links: string[] = []
    const opened: string[] = []
    Object.assign(window, {
      Telegram: {
        WebApp: {
          platform: 'android',
          openLink: (url: string) => links.push(url),
        },
      },
    })
    window.open = ((_url: string, name: string) => {
      opened.push(name)
      return null
    }) as typeof window.open
    try {
      // Its login URL is about:blank: no state.
      const auth = createTestAuthConnector()
      renderLatch(undefined, {
        connectors: [auth.connector],
        features: { socials: ['github'] },
      } as never)
      fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
      const connect = await screen.findByRole('dialog', {
        name: 'Connect Wallet',
      })
      const github = await within(connect).findByRole('button', {
        name: 'Continue with GitHub',
      })
      fireEvent.click(github)
      const dialog = await screen.findByRole('dialog', {
        name: 'Log in with GitHub',
      })
      await within(dialog).findByText(
        'Telegram login URL must contain a state parameter',
      )
      expect(auth.calls).toContain('getSocialRedirectUri github')
      expect(links).toEqual([])
      expect(opened).toEqual([])
    } finally {
      delete (window as { Telegram?: unknown }).Telegram
    }
  })
})
