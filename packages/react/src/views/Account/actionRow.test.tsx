import { connect, type Features } from '@latch/core'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../../test/renderLatch.js'
import { ConnectButton } from '../../buttons/ConnectButton.js'

afterEach(cleanup)

async function openAccount(features?: Partial<Features>) {
  const { latch } = renderLatch(<ConnectButton />, features ? { features } : {})
  await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
  act(() => void latch.open({ view: 'Account' }))
  return {
    latch,
    dialog: await screen.findByRole('dialog', { name: 'Account' }),
  }
}

const actionNames = (dialog: HTMLElement) => {
  const row = within(dialog).queryByRole('group', { name: 'Account actions' })
  return Array.from(row?.querySelectorAll('button') ?? [], (b) => b.textContent)
}

describe('Account action row', () => {
  it('offers Send and Receive by default, each behind its feature', async () => {
    expect(actionNames((await openAccount()).dialog)).toEqual([
      'Send',
      'Receive',
    ])
    cleanup()
    expect(actionNames((await openAccount({ send: false })).dialog)).toEqual([
      'Receive',
    ])
    cleanup()
    const { dialog } = await openAccount({ send: false, receive: false })
    expect(
      within(dialog).queryByRole('group', { name: 'Account actions' }),
    ).toBeNull()
  })

  it('Send starts a clean form and Back returns to Account', async () => {
    const { latch, dialog } = await openAccount()
    act(() =>
      latch.config.setState((s) => ({
        ...s,
        send: {
          token: undefined,
          sendTokenAmount: '9',
          receiverAddress: undefined,
          receiverProfileName: undefined,
          receiverProfileImage: undefined,
          networkBalanceInUSD: undefined,
          loading: false,
        },
      })),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    const send = await screen.findByRole('dialog', { name: 'Send' })
    const amount = (await within(send).findByRole('textbox', {
      name: 'Amount',
    })) as HTMLInputElement
    expect(amount.value).toBe('')
    fireEvent.click(within(send).getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Account' })
    expect(latch.config.state.router.history.map((r) => r.view)).toEqual([
      'Account',
    ])
  })
})
