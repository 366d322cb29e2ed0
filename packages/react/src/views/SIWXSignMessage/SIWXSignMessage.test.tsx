import { localSiwx, memoryStorage } from '@latch/core'
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../../../test/renderLatch.js'
import { ConnectButton } from '../../buttons/ConnectButton.js'
import { useSiwx } from '../../hooks/useSiwx.js'
import { LatchProvider } from '../../LatchProvider.js'

afterEach(cleanup)

function Status() {
  const { state, isSignedIn } = useSiwx()
  return (
    <output aria-label="Sign-in status">
      {isSignedIn ? 'signed in' : (state?.status ?? 'none')}
    </output>
  )
}

function setup(required: boolean) {
  const storage = memoryStorage()
  const test = createTestLatch({
    storage,
    metadata: {
      name: 'Test Shop',
      description: '',
      url: 'http://localhost',
      icons: [],
    },
    siwx: localSiwx({ storage, required }),
  })
  render(
    <LatchProvider latch={test.latch}>
      <ConnectButton />
      <Status />
    </LatchProvider>,
  )
  return { ...test, storage }
}

async function connectWithDevWallet() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.click(
    await within(dialog).findByRole('button', { name: /Latch Dev Wallet/ }),
  )
  return screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 3_000 })
}

describe('SIWXSignMessage', () => {
  it('required: explains, cannot be closed, declines show the error, Sign signs in', async () => {
    const { fixture, latch } = setup(true)
    const dialog = await connectWithDevWallet()
    await within(dialog).findByText('Test Shop needs to connect to your wallet')
    within(dialog).getByText(/Canceling will disconnect you\./)
    const violations = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(violations.violations.map((v) => v.id)).toEqual([])

    // Closing is disabled (SPEC §4): no dead Close button is offered, and
    // Escape leaves the dialog where it is.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy()

    // Sign stays disabled while the stored session is checked (its code
    // loads on demand): a click before that is rightly ignored. Then wait
    // for the wallet's prompt itself, not for a timer to cover the import.
    const sign = within(dialog).getByRole('button', {
      name: 'Sign',
    }) as HTMLButtonElement
    await waitFor(() => expect(sign.disabled).toBe(false), { timeout: 15_000 })
    fixture.decide('reject')
    let prompted = fixture.nextPrompt()
    fireEvent.click(sign)
    expect(await prompted).toBe('personal_sign')
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Signature declined')

    prompted = fixture.nextPrompt()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect(await prompted).toBe('personal_sign')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull(),
    )
    expect(
      screen.getByRole('status', { name: 'Sign-in status' }).textContent,
    ).toBe('signed in')
    expect(fixture.prompts.filter((p) => p === 'personal_sign')).toHaveLength(2)
    expect(latch.config.state.namespaces.eip155?.status).toBe('connected')
    // The bounds are hang guards: the session check and the first Sign
    // load code on demand, which takes seconds on a loaded 2-core CI run.
  }, 30_000)

  it('required: Cancel disconnects and closes', async () => {
    const { latch } = setup(true)
    const dialog = await connectWithDevWallet()
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Cancel' }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull(),
    )
    expect(latch.config.state.namespaces.eip155).toBeUndefined()
  })

  it('optional: Cancel closes and the wallet stays connected', async () => {
    const { latch } = setup(false)
    const dialog = await connectWithDevWallet()
    await within(dialog).findByText('Test Shop needs to connect to your wallet')
    expect(within(dialog).queryByText(/Canceling will disconnect/)).toBeNull()
    // Optional: closing is allowed, so Close is offered.
    within(dialog).getByRole('button', { name: 'Close' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull(),
    )
    expect(latch.config.state.namespaces.eip155?.status).toBe('connected')
    await act(async () => {})
  })
})
