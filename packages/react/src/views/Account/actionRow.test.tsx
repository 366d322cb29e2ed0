import { bitcoinTestnet, devnet } from '@latch/common'
import { connect, type Features, type NamespaceAdapter } from '@latch/core'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../../test/renderLatch.js'
import { ConnectButton } from '../../buttons/ConnectButton.js'

afterEach(cleanup)

async function openAccount(features?: Partial<Features>) {
  const { latch } = renderLatch(<ConnectButton />, features ? { features } : {})
  await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
  act(() => void latch.open({ view: 'Account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  // The Account view is a lazy chunk: its content follows the dialog.
  await within(dialog).findByRole('button', { name: 'Disconnect' })
  return { latch, dialog }
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

describe('Account view: Send only where it can work', () => {
  // A Bitcoin account (bip122): Send is offered exactly when the
  // namespace's adapter declares sendToken — Bitcoin's does not.
  async function openBitcoinAccount(
    adapter: NamespaceAdapter,
    { apiUrl }: { apiUrl?: string } = {},
  ) {
    const { latch } = renderLatch(<ConnectButton />, {
      networks: [devnet, bitcoinTestnet],
      adapters: [adapter],
      ...(apiUrl ? { apiUrl } : {}),
    })
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    act(() =>
      latch.config.setState((s) => ({
        ...s,
        activeNamespace: 'bip122',
        namespaces: {
          ...s.namespaces,
          bip122: {
            status: 'connected',
            connectorId: 'dev.latch.wallet',
            accounts: ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
            caipNetworkId: bitcoinTestnet.caipNetworkId,
          },
        },
      })),
    )
    act(() => void latch.open({ view: 'Account' }))
    return screen.findByRole('dialog', { name: 'Account' })
  }

  it('offers no Send on a namespace whose adapter cannot send', async () => {
    const dialog = await openBitcoinAccount({ namespace: 'bip122' })
    expect(actionNames(dialog)).toEqual(['Receive'])
  })

  it('offers Send when the adapter declares it', async () => {
    const dialog = await openBitcoinAccount({
      namespace: 'bip122',
      sendToken: async () => ({ hash: 'never' }),
    })
    expect(actionNames(dialog)).toEqual(['Send', 'Receive'])
  })

  it('offers no Buy on Bitcoin, where the card on-ramp does not deliver, even with an API', async () => {
    // Nothing listens on port 9: the view's API reads fail, its actions stay.
    const dialog = await openBitcoinAccount(
      { namespace: 'bip122' },
      { apiUrl: 'http://127.0.0.1:9' },
    )
    expect(actionNames(dialog)).toEqual(['Receive'])
  })
})
