import { getAccount, setThemeMode, shakeModal } from '@latch/core'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'

afterEach(cleanup)

async function openConnect() {
  const test = renderLatch()
  const opener = screen.getByRole('button', { name: 'Connect Wallet' })
  // A real click focuses the button; fireEvent does not.
  opener.focus()
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  // Focus moves in by a passive effect once the view's content is in,
  // which under load may come a task after the dialog shows.
  await waitFor(() =>
    expect(dialog.contains(document.activeElement)).toBe(true),
  )
  return { ...test, dialog }
}

async function connectThroughModal() {
  const test = await openConnect()
  fireEvent.click(
    within(test.dialog).getByRole('button', { name: /Latch Dev Wallet/ }),
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  return test
}

describe('Modal', () => {
  it('opens as a named modal dialog with focus inside', async () => {
    const { dialog } = await openConnect()
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(dialog.closest('[data-latch]')?.getAttribute('data-theme')).toBe(
      'dark',
    )
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    await openConnect()
    const opener = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.keyDown(document.activeElement ?? document.body, {
      key: 'Escape',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await openConnect()
    const buttons = within(dialog).getAllByRole('button')
    const first = buttons[0]
    const last = buttons[buttons.length - 1]
    last?.focus()
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(document.activeElement as Element, {
      key: 'Tab',
      shiftKey: true,
    })
    expect(document.activeElement).toBe(last)
  })

  it('closes with the Close button and on an overlay click', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const again = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    fireEvent.click(again.parentElement as Element)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('goes to All Wallets and Back', async () => {
    const { dialog } = await openConnect()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    await screen.findByRole('dialog', { name: 'All Wallets' })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })

  it('searches All Wallets by name', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }))
    const all = await screen.findByRole('dialog', { name: 'All Wallets' })
    // The view is a lazy chunk: its content follows the titled dialog.
    const search = await within(all).findByRole('searchbox', {
      name: 'Search wallet',
    })
    // Installed wallets match at once; the directory's answer (and so
    // "No wallet found") comes asynchronously: wait for each.
    fireEvent.change(search, { target: { value: 'dev' } })
    expect(
      await within(all).findByRole('button', { name: /Latch Dev Wallet/ }),
    ).toBeTruthy()
    fireEvent.change(search, { target: { value: 'nothing like it' } })
    expect(await within(all).findByText('No wallet found')).toBeTruthy()
  })

  it('connects: Connect → ConnectingExternal → connected → closed', async () => {
    const test = await openConnect()
    fireEvent.click(
      within(test.dialog).getByRole('button', { name: /Latch Dev Wallet/ }),
    )
    const connecting = await screen.findByRole('dialog', {
      name: 'Latch Dev Wallet',
    })
    // The view is a lazy chunk (preloaded on idle, which a test's first
    // click does not wait for): its text follows the titled dialog.
    expect(
      await within(connecting).findByText('Continue in Latch Dev Wallet'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(test.latch.config).isConnected).toBe(true)
    expect(test.fixture.prompts).toEqual(['eth_requestAccounts'])
    expect(screen.getByRole('button', { name: /0xf39F…2266/ })).toBeTruthy()
  })

  it('shows a declined connection and connects on Try again', async () => {
    const test = await openConnect()
    test.fixture.decide('reject')
    fireEvent.click(
      within(test.dialog).getByRole('button', { name: /Latch Dev Wallet/ }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Latch Dev Wallet',
    })
    await within(dialog).findByText('Connection declined')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(test.latch.config).isConnected).toBe(true)
    expect(test.fixture.prompts).toEqual([
      'eth_requestAccounts',
      'eth_requestAccounts',
    ])
  })

  it('shows the account, with the balance unavailable offline', async () => {
    const test = await connectThroughModal()
    fireEvent.click(screen.getByRole('button', { name: /0xf39F…2266/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    // The Account view is a lazy chunk: its content follows the dialog.
    expect(await within(dialog).findByText('0xf39F…2266')).toBeTruthy()
    await within(dialog).findByText('Token Balance Unavailable')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(test.latch.config).isConnected).toBe(false)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('switches networks and marks the current one', async () => {
    const test = await connectThroughModal()
    fireEvent.click(screen.getByRole('button', { name: /0xf39F…2266/ }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    // Account is a lazy view (loaded at idle once connected).
    fireEvent.click(
      await within(account).findByRole('button', { name: 'Latch Devnet' }),
    )
    const networks = await screen.findByRole('dialog', {
      name: 'Select network',
    })
    const current = within(networks).getByRole('button', {
      name: 'Latch Devnet',
    })
    expect(current.getAttribute('aria-current')).toBe('true')
    fireEvent.click(
      within(networks).getByRole('button', { name: 'Latch Devnet 2' }),
    )
    const back = await screen.findByRole('dialog', { name: 'Account' })
    fireEvent.click(
      await within(back).findByRole('button', { name: 'Latch Devnet 2' }),
    )
    const again = await screen.findByRole('dialog', { name: 'Select network' })
    const now = within(again).getByRole('button', { name: 'Latch Devnet 2' })
    expect(now.getAttribute('aria-current')).toBe('true')
    expect(test.fixture.wallet.getState().chainId).toBe(31338)
  })

  it('toasts a declined switch', async () => {
    const test = await connectThroughModal()
    act(() => void test.latch.open({ view: 'Networks' }))
    const networks = await screen.findByRole('dialog', {
      name: 'Select network',
    })
    test.fixture.decide('reject')
    fireEvent.click(
      within(networks).getByRole('button', { name: 'Latch Devnet 2' }),
    )
    // The toast (the list's own status said 'Switching to …' meanwhile).
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').map((status) => status.textContent),
      ).toContain('Switch declined'),
    )
  })

  it('shows UnsupportedChain on an unknown chain and closes after switching back', async () => {
    const test = await connectThroughModal()
    act(() => test.fixture.wallet.setChain(1))
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    expect(
      within(dialog).getByText(
        'This app doesn’t support your current network. Switch to an available option to continue.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: /0xf39F…2266/ })).toBeTruthy()
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Latch Devnet' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(test.fixture.wallet.getState().chainId).toBe(31337)
  })

  it('shows an alert when the project id is missing', async () => {
    renderLatch(undefined, { projectId: '' })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Project ID Not Configured',
    )
  })

  it('follows the theme mode and shakes on request', async () => {
    const test = await openConnect()
    const root = test.dialog.closest('[data-latch]')
    act(() => setThemeMode(test.latch.config, 'light'))
    expect(root?.getAttribute('data-theme')).toBe('light')
    act(() => shakeModal(test.latch.config))
    await waitFor(() =>
      expect(test.dialog.classList.contains('l-shake')).toBe(true),
    )
  })
})
