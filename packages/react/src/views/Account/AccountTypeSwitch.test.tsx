import { connectEmail, connectOtp, getAccount } from '@latch/core'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { renderLatch } from '../../../test/renderLatch.js'

afterEach(cleanup)

const SA = '0x2222222222222222222222222222222222222222'

async function loggedIn(smartAccountAddress?: string) {
  const auth = createTestAuthConnector(
    smartAccountAddress ? { smartAccountAddress } : {},
  )
  const test = renderLatch(undefined, { connectors: [auth.connector] })
  await act(async () => {
    await connectEmail(test.latch.config, { email: 'ada@example.com' })
    await connectOtp(test.latch.config, { otp: '123456' })
  })
  act(() => void test.latch.open({ view: 'Account' }))
  const account = await screen.findByRole('dialog', { name: 'Account' })
  return { ...test, auth, account }
}

describe('Account: smart account ↔ EOA', () => {
  it('starts on the smart account and switches to the EOA and back', async () => {
    const { latch, auth, account } = await loggedIn(SA)
    expect(getAccount(latch.config).address).toBe(SA)
    const toEoa = await within(account).findByRole('button', {
      name: 'Switch to your EOA',
    })
    const result = await axe.run(account, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
    await act(async () => {
      fireEvent.click(toEoa)
    })
    const toSmart = await within(account).findByRole('button', {
      name: 'Switch to your smart account',
    })
    const eoa = getAccount(latch.config).address
    expect(eoa).not.toBe(SA)
    expect(auth.calls).toContain('setPreferredAccountType eoa')
    expect(latch.config.state.preferredAccountTypes).toEqual({
      'eip155:31337': 'eoa',
    })
    await act(async () => {
      fireEvent.click(toSmart)
    })
    await within(account).findByRole('button', { name: 'Switch to your EOA' })
    expect(getAccount(latch.config).address).toBe(SA)
  })

  it('shows no switch where the user has no smart account', async () => {
    const { account } = await loggedIn()
    await within(account).findByText('Signed in as ada@example.com')
    expect(
      within(account).queryByRole('button', { name: 'Switch to your EOA' }),
    ).toBeNull()
    expect(
      within(account).queryByRole('button', {
        name: 'Switch to your smart account',
      }),
    ).toBeNull()
  })

  it('says a refusal in the catalogue’s words and stays where it was', async () => {
    const { latch, auth, account } = await loggedIn(SA)
    const connector = auth.instance
    if (!connector) throw new Error('no connector')
    connector.setPreferredAccountType = async () => {
      throw new Error('This application might not support Smart Accounts')
    }
    const toEoa = await within(account).findByRole('button', {
      name: 'Switch to your EOA',
    })
    await act(async () => {
      fireEvent.click(toEoa)
    })
    expect((await within(account).findByRole('alert')).textContent).toBe(
      'Something went wrong',
    )
    expect(getAccount(latch.config).address).toBe(SA)
  })
})
