import { devnet } from '@latch/common'
import { connect, memoryStorage } from '@latch/core'
import { createWalletFixture } from '@latch/test'
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
import { createTestLatch, renderLatch } from '../../test/renderLatch.js'
import { LatchProvider } from '../LatchProvider.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

afterEach(cleanup)

describe('ConnectButton', () => {
  it('says Connect Wallet and opens Connect', async () => {
    renderLatch()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(
      await screen.findByRole('dialog', { name: 'Connect Wallet' }),
    ).toBeTruthy()
  })

  it('says Connecting… while the wallet is asked, then shows the account', async () => {
    const { latch, fixture } = renderLatch()
    let approve: (value: boolean) => void = () => {}
    // Hold the wallet's prompt open to see the connecting state.
    fixture.decide()
    const pending = new Promise<boolean>((resolve) => {
      approve = resolve
    })
    const { wallet } = fixture
    const request = wallet.provider.request
    wallet.provider.request = async (args) => {
      if (args.method === 'eth_requestAccounts') await pending
      return request(args)
    }
    const done = connect(latch.config, { connector: 'dev.latch.wallet' })
    await screen.findByRole('button', { name: 'Connecting…' })
    approve(true)
    await act(() => done)
    expect(screen.getByRole('button', { name: /^0xf39F…2266/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
  })

  it('shows the account at once when a session is being restored', async () => {
    const storage = memoryStorage()
    const fixture = createWalletFixture()
    const first = createTestLatch({ storage }, fixture)
    await connect(first.latch.config, { connector: 'dev.latch.wallet' })
    // A reload: a new config over the same storage and wallet.
    const second = createTestLatch({ storage }, fixture)
    render(
      <LatchProvider latch={second.latch}>
        <ConnectButton />
      </LatchProvider>,
    )
    const button = screen.getByRole('button', { name: /^0xf39F…2266/ })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'))
  })
})

describe('AccountButton', () => {
  it('renders nothing while disconnected', () => {
    const { container } = renderLatch(<AccountButton />)
    expect(within(container).queryByRole('button')).toBeNull()
  })

  it('opens Account once connected', async () => {
    const { latch } = renderLatch(<AccountButton />)
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    fireEvent.click(screen.getByRole('button', { name: /^0xf39F…2266/ }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })
})

describe('NetworkButton', () => {
  it('shows the network and opens Networks', async () => {
    renderLatch(<NetworkButton />)
    fireEvent.click(screen.getByRole('button', { name: devnet.name }))
    expect(
      await screen.findByRole('dialog', { name: 'Select network' }),
    ).toBeTruthy()
  })

  it('says Unknown network when the wallet is on an unsupported one', async () => {
    const { latch, fixture } = renderLatch(<NetworkButton />, {
      allowUnsupportedChain: true,
    })
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    act(() => fixture.wallet.setChain(1))
    expect(screen.getByRole('button', { name: 'Unknown network' })).toBeTruthy()
    // allowUnsupportedChain: no UnsupportedChain view is forced open.
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
