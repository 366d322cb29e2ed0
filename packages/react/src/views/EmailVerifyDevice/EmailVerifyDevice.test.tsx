import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { renderLatch } from '../../../test/renderLatch.js'

afterEach(cleanup)

describe('EmailVerifyDevice', () => {
  it('waits for the device approval, then asks for the code', async () => {
    const auth = createTestAuthConnector({ emailAction: 'VERIFY_DEVICE' })
    renderLatch(undefined, { connectors: [auth.connector] })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    const field = await within(connect).findByRole('textbox', { name: 'Email' })
    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(within(connect).getByRole('button', { name: 'Continue' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Register this device',
    })
    await within(dialog).findByText(
      'Approve this device from the e-mail we sent to ada@example.com',
    )
    const waiting = within(dialog).getByText('Waiting for your approval…')
    expect(waiting.getAttribute('role')).toBe('status')
    expect(auth.calls).toEqual([
      'connectEmail ada@example.com',
      'connectDevice',
    ])
    await act(async () => auth.approveDevice())
    const otp = await screen.findByRole('dialog', { name: 'Confirm e-mail' })
    await within(otp).findByRole('group', { name: 'Verification code' })
    // The code step replaced the device step: Back leads to Connect.
    fireEvent.click(within(otp).getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
  })
})
