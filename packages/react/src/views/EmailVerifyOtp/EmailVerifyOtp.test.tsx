import {
  getAccount,
  getEmbeddedUser,
  getModalState,
  setModalEmbedded,
} from '@latch/core'
import {
  act,
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

async function openCodeStep(options = {}) {
  const auth = createTestAuthConnector(options)
  const test = renderLatch(undefined, { connectors: [auth.connector] })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  const field = await within(connect).findByRole('textbox', { name: 'Email' })
  fireEvent.change(field, { target: { value: 'ada@example.com' } })
  fireEvent.click(within(connect).getByRole('button', { name: 'Continue' }))
  const dialog = await screen.findByRole('dialog', { name: 'Confirm e-mail' })
  const code = await within(dialog).findByRole('textbox', {
    name: 'Verification code',
  })
  return { ...test, auth, dialog, code }
}

describe('EmailVerifyOtp', () => {
  it('is one numeric field the browser can fill from the e-mail', async () => {
    const { code } = await openCodeStep()
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('inputmode')).toBe('numeric')
  })

  it('refuses a wrong code with the service’s message and clears the field', async () => {
    const { dialog, code, auth } = await openCodeStep()
    fireEvent.change(code, { target: { value: '111111' } })
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Invalid code')
    expect((code as HTMLInputElement).value).toBe('')
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(auth.calls.at(-1)).toBe('connectOtp 111111')
  })

  it('asks for six digits before sending', async () => {
    const { dialog, code, auth } = await openCodeStep()
    fireEvent.change(code, { target: { value: '12a3' } })
    expect((code as HTMLInputElement).value).toBe('123')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Enter the 6-digit code')
    expect(auth.calls.some((c) => c.startsWith('connectOtp'))).toBe(false)
  })

  it('connects with the right code (pasted with a space) and closes', async () => {
    const { code, latch } = await openCodeStep()
    fireEvent.change(code, { target: { value: '123 456' } })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(latch.config).isConnected).toBe(true)
    expect(getEmbeddedUser(latch.config)?.email).toBe('ada@example.com')
  })

  it('counts down before the code can be sent again', async () => {
    const { dialog } = await openCodeStep()
    const resend = within(dialog).getByRole('button', { name: /^Resend in/ })
    expect(resend.textContent).toMatch(/^Resend in (30|29) s$/)
    expect(resend.getAttribute('aria-disabled')).toBe('true')
    await act(() => new Promise((r) => setTimeout(r, 1_100)))
    expect(resend.textContent).toMatch(/^Resend in (29|28) s$/)
  })

  it('in embedded mode the modal does not close: it shows Account once connected (SPEC §2)', async () => {
    const { code, latch } = await openCodeStep()
    act(() => setModalEmbedded(latch.config, true))
    fireEvent.change(code, { target: { value: '123456' } })
    await screen.findByRole('dialog', { name: 'Account' })
    expect(getModalState(latch.config)).toMatchObject({
      open: true,
      historyLength: 1,
    })
  })
})
