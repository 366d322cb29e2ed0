// SPEC §4 WalletConnect rules on Telegram and Safari on iOS, with those user
// agents, against a real wallet (the protocol's wallet side) on the Latch
// relay: an unexpired pairing URI is reused, connecting → connected, the
// deep link and recent wallet are saved on success (CONNECT_SUCCESS with
// `mobile` or `qrcode`), and reset clears the pairing, the transactions and
// the deep link.

import { devnet, getSdkError } from '@latch/common'
import type { WebSocketConstructor } from '@latch/protocol'
import { createMemoryStorage, createSignClient } from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { nextPairingUri } from '@latch/test'
import { privateKeyToAccount } from 'viem/accounts'
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import WebSocket from 'ws'
import type { WalletConnectConnector } from '../connectors/walletConnect/types.js'
import { walletConnect } from '../connectors/walletConnect/walletConnect.js'
import { createConfig } from '../createConfig.js'
import { dataKey } from '../data/dataKey.js'
import { isLinkOnlyPlatform } from '../internal/isLinkOnlyPlatform.js'
import { dispatch } from '../state/dispatch.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connectWalletConnect } from './connectWalletConnect.js'
import { getAccount } from './getAccount.js'
import { getWalletConnectState } from './getWalletConnectState.js'
import { resetWcConnection } from './resetWcConnection.js'
import { setWcLinking } from './setWcLinking.js'

const userAgents = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 Telegram-Android/11.0.0',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
}
const account = privateKeyToAccount(`0x${'44'.repeat(32)}`)
const metadata = (name: string) => ({
  name,
  description: name,
  url: `http://${name}.test`,
  icons: [],
})
const wallet = {
  id: 'test-wallet',
  name: 'Test Wallet',
  mobileLink: 'https://wallet.example/wc',
}

let relay: Awaited<ReturnType<typeof startRelay>>
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})
afterEach(() => {
  vi.unstubAllGlobals()
})
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await relay.close()
})

/** A wallet that approves every proposal with `account` on devnet. */
async function createWallet() {
  const client = await createSignClient({
    relayUrl: relay.url,
    metadata: metadata('wallet'),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  closers.push(client.close)
  client.on('session_proposal', ({ id }) => {
    void client.approve({
      id,
      namespaces: {
        eip155: {
          chains: ['eip155:31337'],
          accounts: [`eip155:31337:${account.address}`],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
  return client
}

function createDapp() {
  const config = createConfig({
    projectId: 'test',
    networks: [devnet],
    storage: memoryStorage(),
    metadata: metadata('dapp'),
    connectors: [
      walletConnect({
        relayUrl: relay.url,
        storage: createMemoryStorage(),
        WebSocket: WebSocket as unknown as WebSocketConstructor,
      }),
    ],
  })
  const tracked: { event: string; properties?: unknown }[] = []
  config.events.on('track', (event) => tracked.push(event))
  closers.push(() =>
    (config.state.connectors[0] as WalletConnectConnector).close(),
  )
  return { config, storage: config.storage, tracked }
}

const onTelegramWebApp = () => {
  vi.stubGlobal('navigator', { userAgent: userAgents.androidChrome })
  vi.stubGlobal('window', { Telegram: { WebApp: {} } })
}
const flows = [
  [
    'Safari on iOS',
    () => vi.stubGlobal('navigator', { userAgent: userAgents.iosSafari }),
  ],
  [
    'Telegram (user agent)',
    () => vi.stubGlobal('navigator', { userAgent: userAgents.telegramAndroid }),
  ],
] as const
const platforms = [...flows, ['Telegram (Mini App)', onTelegramWebApp]] as const

describe('isLinkOnlyPlatform', () => {
  it.each(platforms)('is true in %s', (_, stub) => {
    stub()
    expect(isLinkOnlyPlatform()).toBe(true)
  })
  it.each([
    ['Chrome on iOS', userAgents.iosChrome],
    ['Chrome on Android', userAgents.androidChrome],
    ['desktop Chrome', userAgents.desktopChrome],
  ])('is false in %s', (_, userAgent) => {
    vi.stubGlobal('navigator', { userAgent })
    expect(isLinkOnlyPlatform()).toBe(false)
  })
})

describe.each(flows)('WalletConnect in %s (SPEC §4)', (_, stub) => {
  it('reuses the unexpired pairing, goes connecting → connected, saves the deep link and recent wallet, tracks mobile', async () => {
    stub()
    const { config, storage, tracked } = createDapp()
    const statuses: string[] = []
    config.subscribe(
      (s) => s.walletConnect?.status,
      (status) => status && statuses.push(status),
    )
    const connecting = connectWalletConnect(config, { wallet })
    const uri = await nextPairingUri(config)
    expect(getAccount(config).status).toBe('connecting')
    // A second tap, even asking for a fresh URI, keeps the one the wallet
    // may already have been opened with.
    expect(connectWalletConnect(config, { fresh: true, wallet })).toBe(
      connecting,
    )
    expect(getWalletConnectState(config).wcUri).toBe(uri)
    const link = { name: wallet.name, href: `${wallet.mobileLink}?uri=x` }
    setWcLinking(config, link)
    const peer = await createWallet()
    await peer.pair({ uri })
    await connecting
    expect(statuses.slice(statuses.indexOf('connecting'))).toEqual([
      'connecting',
      'connected',
    ])
    expect(getWalletConnectState(config).wcUri).toBeUndefined()
    expect(storage.getItem('wcDeepLink')).toEqual(link)
    expect(storage.getItem('recentWallets')?.[0]).toMatchObject({
      id: wallet.id,
      name: wallet.name,
    })
    expect(tracked).toContainEqual({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'mobile', name: wallet.name },
    })
    await peer.disconnect({
      topic: peer.getSessions()[0]?.topic ?? '',
      reason: getSdkError('USER_DISCONNECTED'),
    })
  })

  it('tracks qrcode when no link was followed; an expired pairing is replaced', async () => {
    stub()
    const { config, storage, tracked } = createDapp()
    const first = connectWalletConnect(config)
    first.catch(() => {})
    const uri = await nextPairingUri(config)
    // Under 10 s left counts as expired (SPEC §9): a fresh tap proposes anew.
    dispatch(config, {
      type: 'pairing/uriShown',
      uri,
      expiry: Date.now() + 5_000,
    })
    const second = connectWalletConnect(config, { fresh: true })
    expect(second).not.toBe(first)
    const fresh = await nextPairingUri(config, uri)
    const peer = await createWallet()
    await peer.pair({ uri: fresh })
    await second
    expect(storage.getItem('wcDeepLink')).toBeUndefined()
    expect(tracked).toContainEqual({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'qrcode', name: 'WalletConnect' },
    })
  })

  it('reset clears URI, expiry, linking and recent wallet, sets disconnected, clears transactions and the deep link', async () => {
    stub()
    const { config, storage } = createDapp()
    storage.setItem('wcDeepLink', { name: 'Old', href: 'https://old.example' })
    const connecting = connectWalletConnect(config, { wallet })
    connecting.catch(() => {})
    await nextPairingUri(config)
    setWcLinking(config, { name: wallet.name, href: wallet.mobileLink })
    const history = dataKey('history', `eip155:31337:${account.address}`)
    config._internal.data.set(history, { data: [] })
    resetWcConnection(config)
    expect(getWalletConnectState(config)).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    })
    expect(getAccount(config).status).toBe('disconnected')
    expect(config._internal.data.get(history)).toBeUndefined()
    expect(storage.getItem('wcDeepLink')).toBeUndefined()
    await expect(connecting).rejects.toThrow()
  })
})
