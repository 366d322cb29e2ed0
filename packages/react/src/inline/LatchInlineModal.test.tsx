import { getModalState, openModal } from '@latch/core'
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../../test/renderLatch.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { useLatch } from '../hooks/useLatch.js'
import { LatchProvider } from '../LatchProvider.js'
import { LatchInlineModal } from './LatchInlineModal.js'

afterEach(cleanup)

function renderInline(inline = true) {
  const test = createTestLatch()
  const ui = (shown: boolean) => (
    <LatchProvider latch={test.latch}>
      <ConnectButton />
      {shown && <LatchInlineModal />}
    </LatchProvider>
  )
  const result = render(ui(inline))
  return {
    ...test,
    config: test.latch.config,
    setInline: (shown: boolean) => result.rerender(ui(shown)),
  }
}

describe('LatchInlineModal', () => {
  it('renders Connect in the page flow: a named region, no dialog, no overlay', async () => {
    const { config } = renderInline()
    const region = await screen.findByRole('region', { name: 'Connect Wallet' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(region.closest('.l-overlay')).toBeNull()
    expect(getModalState(config)).toMatchObject({ open: true, embedded: true })
    // Nothing takes focus on mount.
    expect(region.contains(document.activeElement)).toBe(false)
    // Close returns to Connect (disconnected) instead of closing.
    fireEvent.click(within(region).getByRole('button', { name: 'Close' }))
    expect(getModalState(config)).toMatchObject({
      open: true,
      route: { view: 'Connect' },
    })
    expect(screen.getByRole('region', { name: 'Connect Wallet' })).toBeDefined()
  })

  it('shows Account once connected, and closing a later view returns to Account', async () => {
    const { config } = renderInline()
    const region = await screen.findByRole('region', { name: 'Connect Wallet' })
    fireEvent.click(
      within(region).getByRole('button', { name: /Latch Dev Wallet/ }),
    )
    await screen.findByRole('region', { name: 'Account' })
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => {
      void openModal(config, { view: 'Networks' })
    })
    const networks = await screen.findByRole('region', {
      name: 'Select network',
    })
    fireEvent.click(within(networks).getByRole('button', { name: 'Close' }))
    await screen.findByRole('region', { name: 'Account' })
    expect(getModalState(config)).toMatchObject({
      open: true,
      historyLength: 1,
      route: { view: 'Account' },
    })
  })

  it('moves focus to the region when its view changes under the visitor', async () => {
    renderInline()
    const region = await screen.findByRole('region', { name: 'Connect Wallet' })
    const allWallets = within(region).queryByRole('button', {
      name: /All wallets/i,
    })
    const button =
      allWallets ??
      within(region).getByRole('button', { name: /Latch Dev Wallet/ })
    button.focus()
    fireEvent.click(button)
    await waitFor(() => {
      const shown = screen.getByRole('region')
      expect(document.activeElement).toBe(shown)
    })
  })

  it('gives the modal back to the overlay when unmounted', async () => {
    const { config, setInline } = renderInline()
    await screen.findByRole('region', { name: 'Connect Wallet' })
    setInline(false)
    expect(getModalState(config)).toMatchObject({
      open: false,
      embedded: false,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.queryByRole('region', { name: 'Connect Wallet' })).toBeNull()
  })
})

function Settings() {
  const { close } = useLatch()
  return (
    <button type="button" onClick={close}>
      Done
    </button>
  )
}

describe('a view given by the caller', () => {
  it('opens in the overlay under its title and closes from inside', async () => {
    const test = createTestLatch()
    render(<LatchProvider latch={test.latch}>{null}</LatchProvider>)
    let closed = false
    act(() => {
      void test.latch.open({ view: Settings, title: 'Settings' }).then(() => {
        closed = true
      })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(closed).toBe(true))
    expect(getModalState(test.latch.config).open).toBe(false)
    // Another view under the same title replaces the first.
    function Other() {
      return <p>Other view</p>
    }
    act(() => {
      void test.latch.open({ view: Settings, title: 'Settings' })
    })
    await screen.findByRole('button', { name: 'Done' })
    act(() => {
      void test.latch.open({ view: Other, title: 'Settings' })
    })
    await screen.findByText('Other view')
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull()
  })

  it('shows in the inline modal too', async () => {
    const { latch } = renderInline()
    await screen.findByRole('region', { name: 'Connect Wallet' })
    act(() => {
      void latch.open({ view: Settings, title: 'Settings' })
    })
    const region = await screen.findByRole('region', { name: 'Settings' })
    fireEvent.click(within(region).getByRole('button', { name: 'Done' }))
    await screen.findByRole('region', { name: 'Connect Wallet' })
  })

  it('says Something went wrong for an object that is not a component', async () => {
    const test = createTestLatch()
    render(<LatchProvider latch={test.latch}>{null}</LatchProvider>)
    act(() => {
      void openModal(test.latch.config, {
        view: { name: 'nobody' },
        title: 'Nobody',
      })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Nobody' })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Something went wrong',
    )
  })
})
