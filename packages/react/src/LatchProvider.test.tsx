import { connect, getAccount } from '@latch/core'
import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../test/renderLatch.js'
import { ConnectButton } from './buttons/ConnectButton.js'
import { LatchProvider } from './LatchProvider.js'

afterEach(cleanup)

describe('LatchProvider', () => {
  it('keeps two instances on one page independent', async () => {
    const one = createTestLatch()
    const two = createTestLatch()
    render(
      <>
        <section aria-label="One">
          <LatchProvider latch={one.latch}>
            <ConnectButton />
          </LatchProvider>
        </section>
        <section aria-label="Two">
          <LatchProvider latch={two.latch}>
            <ConnectButton />
          </LatchProvider>
        </section>
      </>,
    )
    const first = screen.getByRole('region', { name: 'One' })
    await connect(one.latch.config, { connector: 'dev.latch.wallet' })
    await within(first).findByRole('button', { name: /^0xf39F/ })
    const second = screen.getByRole('region', { name: 'Two' })
    expect(
      within(second).getByRole('button', { name: 'Connect Wallet' }),
    ).toBeTruthy()
    expect(getAccount(two.latch.config).isConnected).toBe(false)

    fireEvent.click(
      within(second).getByRole('button', { name: 'Connect Wallet' }),
    )
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(one.latch.config.state.modal.open).toBe(false)
  })

  it('asks the wallet once under StrictMode', async () => {
    const test = createTestLatch()
    render(
      <StrictMode>
        <LatchProvider latch={test.latch}>
          <ConnectButton />
        </LatchProvider>
      </StrictMode>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    fireEvent.click(
      within(dialog).getByRole('button', { name: /Latch Dev Wallet/ }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(test.fixture.prompts).toEqual(['eth_requestAccounts'])
  })

  it('closes the modal with latch.close()', async () => {
    const test = createTestLatch()
    render(<LatchProvider latch={test.latch} />)
    const closed = test.latch.open({ view: 'Networks' })
    await screen.findByRole('dialog', { name: 'Select network' })
    test.latch.close()
    await closed
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
