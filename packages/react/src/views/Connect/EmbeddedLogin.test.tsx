import { EmailCooldownError, EmbeddedDependencyLoadError } from '@latch/core'
import { createWalletFixture } from '@latch/test'
import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { renderLatch } from '../../../test/renderLatch.js'

afterEach(cleanup)

type Options = Parameters<typeof createTestAuthConnector>[0] & {
  socials?: readonly string[] | false
  email?: boolean
  passkey?: boolean
}

async function openConnect(options: Options = {}) {
  const auth = createTestAuthConnector(options)
  const wallet = createWalletFixture()
  const features = {
    ...(options.socials !== undefined ? { socials: options.socials } : {}),
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...(options.passkey !== undefined ? { passkey: options.passkey } : {}),
  }
  const test = renderLatch(undefined, {
    connectors: [auth.connector, wallet.connector],
    features,
  } as never)
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...test, auth, dialog }
}

describe('Connect with an embedded wallet', () => {
  it('shows the browser wallet first (installed: SPEC §9 other default), then the e-mail field, then the socials in the configured order', async () => {
    const { dialog } = await openConnect({
      socials: ['github', 'farcaster', 'google', 'discord'],
    })
    const field = await within(dialog).findByRole('textbox', { name: 'Email' })
    expect(field.getAttribute('type')).toBe('email')
    const socials = within(dialog).getByRole('region', {
      name: 'Social logins',
    })
    // In this order, by accessible name (each mark is decorative).
    expect(within(socials).getAllByRole('button')).toEqual(
      [
        'Continue with GitHub',
        'Continue with Farcaster',
        'Continue with Google',
        'Continue with Discord',
      ].map((name) => within(socials).getByRole('button', { name })),
    )
    const wallet = within(dialog).getByRole('button', {
      name: /Latch Dev Wallet/,
    })
    // wallet, e-mail, social (SPEC §9: the other default, with a wallet
    // installed in the browser; ConnectMethodOrder.test.tsx has the rest)
    const order = [wallet, field, socials].map((el) =>
      [...dialog.querySelectorAll('*')].indexOf(el),
    )
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // The embedded wallet is no browser wallet: it is not in the list.
    expect(within(dialog).queryByRole('button', { name: /^Email/ })).toBeNull()
  })

  it('offers neither without an auth connector, and no socials when they are off', async () => {
    renderLatch()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await within(dialog).findByRole('button', { name: /Latch Dev Wallet/ })
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull()
    cleanup()
    const other = await openConnect({ socials: false })
    await within(other.dialog).findByRole('textbox', { name: 'Email' })
    expect(
      within(other.dialog).queryByRole('region', { name: 'Social logins' }),
    ).toBeNull()
  })

  it('checks the address before sending anything', async () => {
    const { dialog, auth } = await openConnect()
    const field = await within(dialog).findByRole('textbox', { name: 'Email' })
    fireEvent.change(field, { target: { value: 'not-an-email' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Enter a valid e-mail address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(alert.id)
    expect(auth.calls).toEqual([])
  })

  it('goes on to the code step, and says to wait when sent again within 30 s', async () => {
    const { dialog, auth } = await openConnect()
    const field = await within(dialog).findByRole('textbox', { name: 'Email' })
    fireEvent.change(field, { target: { value: ' ada@example.com ' } })
    const sentAt = Date.now()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    const otp = await screen.findByRole('dialog', { name: 'Confirm e-mail' })
    expect(auth.calls).toEqual(['connectEmail ada@example.com'])
    await within(otp).findByText('Enter the code we sent to ada@example.com')
    fireEvent.click(within(otp).getByRole('button', { name: 'Back' }))
    const back = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const again = await within(back).findByRole('textbox', { name: 'Email' })
    fireEvent.change(again, { target: { value: 'ada@example.com' } })
    fireEvent.click(within(back).getByRole('button', { name: 'Continue' }))
    const alert = await within(back).findByRole('alert')
    const [, left] =
      alert.textContent?.match(/^Please try again after (\d+) seconds$/) ?? []
    // The 30 s since the first send, less the time this test took so far.
    const elapsed = Math.ceil((Date.now() - sentAt) / 1000)
    expect(Number(left)).toBeLessThanOrEqual(30)
    expect(Number(left)).toBeGreaterThanOrEqual(30 - elapsed)
    expect(auth.calls).toHaveLength(1)
  })

  it('shows the device step when the service asks for it', async () => {
    const { dialog } = await openConnect({ emailAction: 'VERIFY_DEVICE' })
    const field = await within(dialog).findByRole('textbox', { name: 'Email' })
    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: 'Register this device' })
  })

  it.each([
    [
      new EmbeddedDependencyLoadError(),
      'Unable to load email login dependency',
    ],
    [new EmailCooldownError(12), 'Please try again after 12 seconds'],
  ])('tells %s in the catalogue’s words', async (error, text) => {
    const { dialog } = await openConnect({ emailError: error })
    const field = await within(dialog).findByRole('textbox', { name: 'Email' })
    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(text),
    )
  })
})

describe('Connect with passkeys', () => {
  it('shows the passkey buttons under the e-mail field when passkeys are on (their own chunk)', async () => {
    const { dialog } = await openConnect({ passkey: true })
    await within(dialog).findByRole('textbox', { name: 'Email' })
    expect(
      await within(dialog).findByRole('button', { name: 'Create a passkey' }),
    ).toBeDefined()
    within(dialog).getByRole('button', { name: 'Continue with a passkey' })
    within(dialog).getByRole('button', { name: 'Recover with e-mail' })
  })

  it('shows none of them when passkeys are off (the default)', async () => {
    const { dialog } = await openConnect()
    await within(dialog).findByRole('textbox', { name: 'Email' })
    expect(within(dialog).queryByRole('button', { name: /passkey/ })).toBeNull()
  })
})
