// @vitest-environment node
import { getSdkError } from '@latch/common'
import { getAccount, openModal, openWalletConnect } from '@latch/core'
import { walletConnect } from '@latch/core/connectors/walletConnect'
import type { WebSocketConstructor } from '@latch/protocol'
import {
  createMemoryStorage,
  createSignClient,
  type SignClient,
} from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { withDom } from '../../../test/withDom.js'

type Rtl = typeof import('@testing-library/react')
type RenderLatch = typeof import('../../../test/renderLatch.js')['renderLatch']

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let relay: Awaited<ReturnType<typeof startRelay>>
let teardown: () => Promise<void>
let rtl: Rtl
let renderLatch: RenderLatch
const closers: (() => Promise<void>)[] = []

// The relay and the wallet run in Node; the DOM comes after them (withDom).
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  teardown = await withDom()
  rtl = await import('@testing-library/react')
  ;({ renderLatch } = await import('../../../test/renderLatch.js'))
}, 60_000)
afterEach(() => rtl.cleanup())
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await relay?.close()
  await teardown?.()
})

/** The protocol's wallet side: approves or rejects every proposal. */
async function createWallet(decision: 'approve' | 'reject') {
  const wallet: SignClient = await createSignClient({
    relayUrl: relay.url,
    metadata: { name: 'wallet', description: '', url: 'http://w', icons: [] },
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  closers.push(wallet.close)
  wallet.on('session_proposal', ({ id }) => {
    if (decision === 'reject')
      void wallet.reject({ id, reason: getSdkError('USER_REJECTED') })
    else
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:31337'],
            accounts: [`eip155:31337:${address}`],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
  })
  return wallet
}

function render() {
  const connector = walletConnect({
    relayUrl: relay.url,
    storage: createMemoryStorage(),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  const test = renderLatch(undefined, { connectors: [connector] })
  const wc = test.latch.config.state.connectors[0] as unknown as {
    close(): Promise<void>
  }
  closers.push(() => wc.close())
  return test
}

/** Opens Connect, then the WalletConnect entry; returns the dialog. */
async function openWalletConnectView() {
  const { screen, fireEvent } = rtl
  const test = render()
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.click(
    rtl.within(connect).getByRole('button', { name: 'WalletConnect' }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
  return { ...test, dialog }
}

describe('ConnectingWalletConnect', () => {
  it('shows the QR code, copies the link, and closes once the wallet approves', async () => {
    const { screen, fireEvent, within, waitFor } = rtl
    const { dialog, latch } = await openWalletConnectView()
    const qr = await within(dialog).findByRole('img', {
      name: 'QR code to connect with WalletConnect',
    })
    expect(qr.tagName.toLowerCase()).toBe('svg')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    const status = screen.getByRole('status', { name: 'Notifications' })
    await within(status).findByText('Link copied')
    const uri = await navigator.clipboard.readText()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const wallet = await createWallet('approve')
    await wallet.pair({ uri })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
      timeout: 5_000,
    })
    expect(getAccount(latch.config)).toMatchObject({
      address,
      status: 'connected',
    })
  })

  it('says the connection was declined and offers a new QR code', async () => {
    const { fireEvent, within } = rtl
    const { dialog, latch } = await openWalletConnectView()
    await within(dialog).findByRole('img', { name: /QR code/ })
    const uri = latch.config.state.walletConnect?.wcUri
    const wallet = await createWallet('reject')
    await wallet.pair({ uri: uri! })
    await within(dialog).findByText('Connection declined', undefined, {
      timeout: 5_000,
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByRole('img', { name: /QR code/ })
    expect(latch.config.state.walletConnect?.wcUri).not.toBe(uri)
  })

  // Issue 18: leaving the pairing in any way ends it; before, Back left
  // it running (the modal was still open when the view unmounted) and the
  // account stayed `connecting` for good.
  it.each([
    ['Back, then Close', ['Back', 'Close']],
    ['Close', ['Close']],
    ['Escape', []],
  ] as const)(
    '%s ends the pairing: the account is no longer connecting',
    async (_, buttons) => {
      const { screen, fireEvent, within, waitFor } = rtl
      const { dialog, latch } = await openWalletConnectView()
      await within(dialog).findByRole('img', { name: /QR code/ })
      expect(getAccount(latch.config).status).toBe('connecting')
      expect(screen.getByRole('button', { name: 'Connecting…' })).toBeTruthy()
      if (buttons.length === 0)
        fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
      for (const name of buttons)
        fireEvent.click(
          within(screen.getByRole('dialog')).getByRole('button', { name }),
        )
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(getAccount(latch.config).status).toBe('disconnected')
      expect(latch.config.state.walletConnect?.status).toBe('disconnected')
      expect(latch.config.state.walletConnect?.wcUri).toBeUndefined()
      await screen.findByRole('button', { name: 'Connect Wallet' })
    },
  )

  it('opens a directory wallet with its desktop link carrying the URI', async () => {
    const { screen, within, act } = rtl
    const { latch } = render()
    await act(async () => {
      void openModal(latch.config)
    })
    await act(async () => {
      openWalletConnect(latch.config, {
        wallet: {
          id: 'example',
          name: 'Example Wallet',
          desktopLink: 'examplewallet://',
        },
      })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Example Wallet' })
    await within(dialog).findByRole('img', {
      name: 'QR code to connect with Example Wallet',
    })
    const link = within(dialog).getByRole('link', {
      name: 'Open Example Wallet',
    })
    const uri = latch.config.state.walletConnect?.wcUri ?? ''
    expect(link.getAttribute('href')).toBe(
      `examplewallet://wc?uri=${encodeURIComponent(uri)}`,
    )
  })
})
