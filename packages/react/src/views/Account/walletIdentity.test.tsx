import { connect, type NamespaceState } from '@latch/core'
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../../test/renderLatch.js'
import { ConnectButton } from '../../buttons/ConnectButton.js'

afterEach(cleanup)

// The Account view is a lazy chunk: its first load may take a while on a
// busy machine (a wait, not a timing assertion).
const findAccount = () =>
  screen.findByRole('dialog', { name: 'Account' }, { timeout: 10_000 })

// What a WalletConnect session's peer metadata puts in namespace state
// (core's interop tests prove the session fills it in).
const peer = { name: 'Latch Wallet', icon: 'https://wallet.example/icon.svg' }

async function connectPeer() {
  const rendered = renderLatch(<ConnectButton />)
  const { config } = rendered.latch
  await act(() => connect(config, { connector: 'dev.latch.wallet' }))
  act(() =>
    config.setState((s) => ({
      ...s,
      namespaces: {
        ...s.namespaces,
        eip155: { ...(s.namespaces.eip155 as NamespaceState), wallet: peer },
      },
    })),
  )
  return rendered
}

describe('the connected wallet, by name and icon', () => {
  it('shows the peer wallet in the account button', async () => {
    await connectPeer()
    const button = screen.getByRole('button', { name: /^0xf39F…2266/ })
    const icon = within(button).getByRole('img', { name: 'Latch Wallet' })
    expect(icon.getAttribute('src')).toBe(peer.icon)
  })

  it('shows the peer wallet in the Account view, not the connector', async () => {
    const { latch } = await connectPeer()
    act(() => void latch.open({ view: 'Account' }))
    const dialog = await findAccount()
    const icon = await within(dialog).findByRole('img', {
      name: 'Latch Wallet',
    })
    expect(icon.getAttribute('src')).toBe(peer.icon)
    expect(within(dialog).queryByText('Latch Dev Wallet')).toBeNull()
  })

  it('names a wallet without an icon by its initial, labelled', async () => {
    const { latch } = renderLatch(<ConnectButton />)
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    act(() => void latch.open({ view: 'Account' }))
    const dialog = await findAccount()
    const icon = await within(dialog).findByRole('img', {
      name: 'Latch Dev Wallet',
    })
    expect(icon.getAttribute('data-initial')).toBe('L')
  })
})
