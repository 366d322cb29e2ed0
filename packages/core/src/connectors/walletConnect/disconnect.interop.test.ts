// A page's disconnect whose wc_sessionDelete the relay cannot take (SPEC §4
// disconnect, §8 'Failed to disconnect'): the failure is reported through
// core's disconnect (DISCONNECT_ERROR, the error rethrown), never a silent
// success, and the session is forgotten on the page all the same. The
// wallet is the official SDK (@reown/walletkit) on the Latch relay.
import { devnet } from '@latch/common'
import { RelayTimeoutError } from '@latch/protocol'
import { createMemoryStorage } from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { createWalletConnectTestConfig, nextPairingUri } from '@latch/test'
import {
  blockOutboundFetch,
  nextEvent,
  createMemoryStorage as officialStorage,
  projectId,
} from '@latch/test/official'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { disconnect } from '../../actions/disconnect.js'
import { getAccount } from '../../actions/getAccount.js'
import { reconnect } from '../../actions/reconnect.js'
import { watchEvents } from '../../actions/watchEvents.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import { WalletConnectDisconnectError } from './guardErrors.js'

const alice = privateKeyToAccount(`0x${'61'.repeat(32)}`).address
const one = devnet.caipNetworkId

let restoreFetch: () => void
const closers: (() => Promise<unknown>)[] = []
beforeAll(() => {
  restoreFetch = blockOutboundFetch()
})
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {})
  restoreFetch()
})

/** A relay of its own, the official wallet on it, and a connected page. */
async function connectPage(prefix: string) {
  const relay = await startRelay({ host: '127.0.0.1', port: 0 })
  closers.push(relay.close)
  const core = new Core({
    projectId,
    relayUrl: relay.url,
    customStoragePrefix: prefix,
    storage: officialStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  const wallet = await WalletKit.init({
    core: core as unknown as ICore,
    metadata: {
      name: 'Interop Wallet',
      description: 'The official SDK as a wallet',
      url: 'https://wallet.example',
      icons: [],
    },
  })
  closers.push(() => wallet.core.relayer.transportClose())
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approveSession({
      id,
      namespaces: {
        eip155: {
          chains: [one],
          accounts: [`${one}:${alice}`],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
  const storage = memoryStorage()
  const wcStorage = createMemoryStorage()
  const page = createWalletConnectTestConfig({
    relayUrl: relay.url,
    networks: [devnet],
    storage,
    wcStorage,
  })
  closers.push(page.connector.close)
  const tracked: string[] = []
  page.config.events.on('track', ({ event }) => tracked.push(event))
  const connecting = connectWalletConnect(page.config)
  await wallet.pair({ uri: await nextPairingUri(page.config) })
  await connecting
  expect(getAccount(page.config)).toMatchObject({
    status: 'connected',
    address: alice,
  })
  return { relay, wallet, storage, wcStorage, tracked, ...page }
}

it('the relay takes the delete: the official wallet hears it, DISCONNECT_SUCCESS', async () => {
  const { config, wallet, tracked } = await connectPage('delete-ok')
  const deleted = nextEvent(wallet, 'session_delete')
  await disconnect(config)
  await deleted
  expect(getAccount(config).status).toBe('disconnected')
  expect(tracked).toContain('DISCONNECT_SUCCESS')
  expect(tracked).not.toContain('DISCONNECT_ERROR')
  expect(Object.keys(wallet.getActiveSessions())).toEqual([])
})

it("the relay is down: 'Failed to disconnect' and DISCONNECT_ERROR, disconnected here, and a reload does not bring the session back", {
  timeout: 40_000,
}, async () => {
  const page = await connectPage('delete-lost')
  const { config, relay, wallet } = page
  const events: string[] = []
  watchEvents(config, { onEvent: (e) => events.push(e.type) })
  await relay.close()

  const started = Date.now()
  const error = await disconnect(config).catch((e: unknown) => e)
  // Bounded: the relay client would retry the publish for a minute.
  expect(Date.now() - started).toBeLessThan(15_000)
  expect(error).toBeInstanceOf(WalletConnectDisconnectError)
  expect((error as Error).message).toMatch(/^Failed to disconnect/)
  expect((error as Error).cause).toBeInstanceOf(RelayTimeoutError)
  expect(page.tracked).toContain('DISCONNECT_ERROR')
  expect(page.tracked).not.toContain('DISCONNECT_SUCCESS')
  expect(getAccount(config).status).toBe('disconnected')
  expect(events).toContain('disconnect')
  // The wallet never heard the delete: it still lists the session.
  expect(Object.keys(wallet.getActiveSessions())).toHaveLength(1)

  // The Sign client forgot the session too: once the relay is back, a
  // reload on the same storage restores nothing (the visitor asked to end
  // it), though the wallet still has it.
  await page.connector.close()
  const back = await startRelay({ host: '127.0.0.1', port: relay.port })
  closers.push(back.close)
  const again = createWalletConnectTestConfig({
    relayUrl: back.url,
    networks: [devnet],
    storage: page.storage,
    wcStorage: page.wcStorage,
  })
  closers.push(again.connector.close)
  expect(getAccount(again.config).status).toBe('disconnected')
  expect(await again.connector.isAuthorized()).toBe(false)
  expect(await reconnect(again.config)).toEqual([])
})
