// @vitest-environment node
import { importWallets } from '@latch/api'
import { getSdkError } from '@latch/common'
import {
  getAccount,
  getWalletConnectState,
  openModal,
  openWalletConnectBasic,
} from '@latch/core'
import { walletConnect } from '@latch/core/connectors/walletConnect'
import type { WebSocketConstructor } from '@latch/protocol'
import {
  createMemoryStorage,
  createSignClient,
  type SignClient,
} from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { createWalletFixture, startTestApi } from '@latch/test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { withDom } from '../../../test/withDom.js'

type Rtl = typeof import('@testing-library/react')
type RenderLatch = typeof import('../../../test/renderLatch.js')['renderLatch']

// The real relay, the real Latch API with a directory of a wallet with a
// native scheme, one with a universal link and one with a web app only,
// and the protocol's wallet side in Node; the DOM comes after them.
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const directoryWallet = (id: string, name: string, rank: number) => ({
  id,
  name,
  color: '#334155',
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  chains: ['eip155:31337'],
  rank,
})
let relay: Awaited<ReturnType<typeof startRelay>>
let api: Awaited<ReturnType<typeof startTestApi>>
let teardown: () => Promise<void>
let rtl: Rtl
let renderLatch: RenderLatch
const closers: (() => Promise<void>)[] = []

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  api = await startTestApi({
    wallets: 0,
    onDbReady: (db) =>
      db.transaction(async (tx) => {
        await importWallets(tx, {
          wallets: [
            {
              ...directoryWallet('web', 'Web Wallet', 1),
              webapp_link: 'https://web.example/app',
            },
            {
              ...directoryWallet('scheme', 'Scheme Wallet', 2),
              mobile_link: 'schemewallet://',
            },
            {
              ...directoryWallet('universal', 'Universal Wallet', 3),
              mobile_link: 'universal://',
              app_urls: { universal: 'https://universal.example/app' },
            },
          ],
        })
      }),
  })
  teardown = await withDom()
  rtl = await import('@testing-library/react')
  ;({ renderLatch } = await import('../../../test/renderLatch.js'))
}, 60_000)
afterEach(() => {
  rtl.cleanup()
  // Back to happy-dom's own (desktop) user agent, links followed again.
  Reflect.deleteProperty(navigator, 'userAgent')
  document.removeEventListener('click', stopNavigation)
})
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await api?.close()
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

/** Renders Latch with WalletConnect, and a browser wallet when asked. */
function render({ browserWallet }: { browserWallet: boolean }) {
  const connector = walletConnect({
    relayUrl: relay.url,
    storage: createMemoryStorage(),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  const test = renderLatch(undefined, {
    projectId: api.projectId,
    apiUrl: api.url,
    connectors: browserWallet
      ? [createWalletFixture().connector, connector]
      : [connector],
  })
  const wc = test.latch.config.state.connectors.find(
    (c) => c.type === 'WALLET_CONNECT',
  ) as unknown as { close(): Promise<void> }
  closers.push(() => wc.close())
  return test
}

function onPhone() {
  Object.defineProperty(navigator, 'userAgent', {
    value: IPHONE,
    configurable: true,
  })
}

/** Links are followed by the test, not by happy-dom's navigation. */
const stopNavigation = (event: Event) => event.preventDefault()

const uriOf = (href: string) =>
  decodeURIComponent(
    new URL(href.replace(/^[a-z]+:\/\//, 'https://x/')).searchParams.get(
      'uri',
    ) ?? '',
  )

describe('ConnectingWalletConnectBasic', () => {
  it('on a phone without a browser wallet: WalletConnect is the basic list, a link opens the wallet with the URI, the wallet approves', async () => {
    const { screen, fireEvent, within, waitFor } = rtl
    onPhone()
    document.addEventListener('click', stopNavigation)
    const { latch } = render({ browserWallet: false })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    fireEvent.click(
      within(connect).getByRole('button', { name: 'WalletConnect' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    const list = await within(dialog).findByRole(
      'list',
      { name: 'All Wallets' },
      { timeout: 5_000 },
    )
    // The wallets with a mobile or universal link, in directory order; not
    // the web-app-only one.
    const links = within(list).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Open Scheme Wallet',
      'Open Universal Wallet',
    ])
    expect(latch.config.state.router.history.map((r) => r.view)).toEqual([
      'Connect',
      'ConnectingWalletConnectBasic',
    ])
    const state = getWalletConnectState(latch.config)
    expect(state).toMatchObject({ wcBasic: true, buffering: false })
    const uri = state.wcUri as string
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(links[0]?.getAttribute('href')).toBe(
      `schemewallet://wc?uri=${encodeURIComponent(uri)}`,
    )
    const universal = links[1] as HTMLElement
    expect(universal.getAttribute('href')).toBe(
      `https://universal.example/app/wc?uri=${encodeURIComponent(uri)}`,
    )

    // Following the link: the list waits for that wallet.
    fireEvent.click(universal)
    await within(dialog).findByText('Continue in Universal Wallet')
    expect(getWalletConnectState(latch.config).buffering).toBe(true)

    // The wallet, opened by the link, pairs with the URI it carries.
    const wallet = await createWallet('approve')
    await wallet.pair({ uri: uriOf(universal.getAttribute('href') as string) })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
      timeout: 5_000,
    })
    expect(getAccount(latch.config)).toMatchObject({
      address,
      status: 'connected',
    })
    expect(getWalletConnectState(latch.config)).toMatchObject({
      status: 'connected',
      buffering: false,
      wcLinking: { name: 'Universal Wallet' },
    })
  })

  it('asked for by the host: copies the link; a refusal says so with Try again; leaving drops the pairing', async () => {
    const { screen, fireEvent, within } = rtl
    const { latch } = render({ browserWallet: false })
    openModal(latch.config)
    openWalletConnectBasic(latch.config)
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    await within(dialog).findByRole(
      'list',
      { name: 'All Wallets' },
      { timeout: 5_000 },
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    const status = screen.getByRole('status', { name: 'Notifications' })
    await within(status).findByText('Link copied')
    const uri = await navigator.clipboard.readText()
    expect(uri).toBe(getWalletConnectState(latch.config).wcUri)

    const wallet = await createWallet('reject')
    await wallet.pair({ uri })
    await within(dialog).findByText('Connection declined', undefined, {
      timeout: 5_000,
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByRole(
      'list',
      { name: 'All Wallets' },
      { timeout: 5_000 },
    )
    expect(getWalletConnectState(latch.config).wcUri).not.toBe(uri)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(getWalletConnectState(latch.config)).toMatchObject({
      wcUri: undefined,
      wcBasic: false,
      status: 'disconnected',
    })
  })

  it('with a browser wallet, a phone keeps the QR view', async () => {
    const { screen, fireEvent, within } = rtl
    onPhone()
    const { latch } = render({ browserWallet: true })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    fireEvent.click(
      within(connect).getByRole('button', { name: 'WalletConnect' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    await within(dialog).findByRole(
      'img',
      { name: 'QR code to connect with WalletConnect' },
      { timeout: 5_000 },
    )
    expect(latch.config.state.router.history.map((r) => r.view)).toEqual([
      'Connect',
      'ConnectingWalletConnect',
    ])
    expect(getWalletConnectState(latch.config).wcBasic).toBe(false)
  })
})
