import {
  connectEmail,
  connectOtp,
  getEmbeddedUser,
  getModalState,
  openModal,
  pushView,
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
import { EmbeddedAccountInfo } from '../Account/EmbeddedAccountInfo.js'

afterEach(cleanup)

async function loggedIn() {
  const auth = createTestAuthConnector()
  const test = renderLatch(undefined, { connectors: [auth.connector] })
  await act(async () => {
    await connectEmail(test.latch.config, { email: 'ada@example.com' })
    await connectOtp(test.latch.config, { otp: '123456' })
  })
  return { ...test, auth }
}

async function typeCode(dialog: HTMLElement, code: string) {
  const group = await within(dialog).findByRole('group', {
    name: 'Verification code',
  })
  const first = within(group).getByRole('textbox', { name: 'Digit 1 of 6' })
  fireEvent.change(first, { target: { value: code } })
}

describe('e-mail update', () => {
  it('new address → code to the current one → code to the new one → stored', async () => {
    const { latch, auth } = await loggedIn()
    act(() => {
      void openModal(latch.config)
      pushView(latch.config, { view: 'UpdateEmailWallet' })
    })
    const first = await screen.findByRole('dialog', { name: 'Update e-mail' })
    const field = await within(first).findByRole('textbox', {
      name: 'New e-mail',
    })
    fireEvent.change(field, { target: { value: 'ada@example.com' } })
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }))
    expect((await within(first).findByRole('alert')).textContent).toBe(
      'This is already your e-mail address',
    )
    fireEvent.change(field, { target: { value: 'grace@example.com' } })
    fireEvent.click(within(first).getByRole('button', { name: 'Continue' }))

    const primary = await screen.findByRole('dialog', {
      name: 'Confirm current e-mail',
    })
    await within(primary).findByText(
      'Enter the code we sent to ada@example.com',
    )
    await typeCode(primary, '000000')
    expect((await within(primary).findByRole('alert')).textContent).toBe(
      'Invalid code',
    )
    await typeCode(primary, '123456')

    const secondary = await screen.findByRole('dialog', {
      name: 'Confirm new e-mail',
    })
    await within(secondary).findByText(
      'Enter the code we sent to grace@example.com',
    )
    await typeCode(secondary, '123456')
    await screen.findByRole('dialog', { name: 'Account' })
    await screen.findByText('E-mail updated')
    expect(getEmbeddedUser(latch.config)?.email).toBe('grace@example.com')
    expect(auth.calls.slice(-4)).toEqual([
      'updateEmail grace@example.com',
      'updateEmailPrimaryOtp 000000',
      'updateEmailPrimaryOtp 123456',
      'updateEmailSecondaryOtp 123456',
    ])
  })
})

describe('EmbeddedAccountInfo', () => {
  it('shows the e-mail with "Update e-mail" while the embedded wallet is connected', async () => {
    const auth = createTestAuthConnector()
    const { latch } = renderLatch(<EmbeddedAccountInfo />, {
      connectors: [auth.connector],
    })
    expect(screen.queryByRole('button', { name: 'Update e-mail' })).toBeNull()
    await act(async () => {
      await connectEmail(latch.config, { email: 'ada@example.com' })
      await connectOtp(latch.config, { otp: '123456' })
    })
    await screen.findByText('Signed in as ada@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Update e-mail' }))
    expect(getModalState(latch.config).route).toEqual({
      view: 'UpdateEmailWallet',
    })
  })

  it('shows the social provider and user name, without "Update e-mail"', async () => {
    const auth = createTestAuthConnector({
      user: { email: null, socialProvider: 'github', username: 'ada' },
    })
    const { latch } = renderLatch(<EmbeddedAccountInfo />, {
      connectors: [auth.connector],
    })
    await act(async () => {
      await connectEmail(latch.config, { email: 'ada@example.com' })
      await connectOtp(latch.config, { otp: '123456' })
    })
    await waitFor(() => screen.getByText('Signed in with GitHub'))
    expect(screen.queryByRole('button', { name: 'Update e-mail' })).toBeNull()
  })
})
