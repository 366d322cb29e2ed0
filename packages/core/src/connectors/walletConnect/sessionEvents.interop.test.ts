// What a WalletConnect wallet does to a live session reaches the page's
// state and the config's subscribers (SPEC §3 events, §4 default chain and
// switching account). The wallet is the official SDK (@reown/walletkit over
// @walletconnect/core) through the Latch relay; the page is a Latch config.
import { devnet, devnet2, solanaLocalnet } from '@latch/common'
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { getAccount } from '../../actions/getAccount.js'
import { getWalletInfo } from '../../actions/getWalletInfo.js'
import { reconnect } from '../../actions/reconnect.js'
import { switchAccount } from '../../actions/switchAccount.js'
import { watchEvents } from '../../actions/watchEvents.js'
import { SwitchAccountNotFoundError } from '../../errors/connector.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import type { LatchEvent } from '../../types/events.js'

const alice = privateKeyToAccount(`0x${'51'.repeat(32)}`).address
const bob = privateKeyToAccount(`0x${'52'.repeat(32)}`).address
const carol = privateKeyToAccount(`0x${'53'.repeat(32)}`).address
const solanaAddress = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const one = devnet.caipNetworkId
const two = devnet2.caipNetworkId
const sol = solanaLocalnet.caipNetworkId
const walletMetadata = {
  name: 'Interop Wallet',
  description: 'The official SDK as a wallet',
  url: 'https://wallet.example',
  icons: ['javascript:alert(1)', 'https://wallet.example/icon.png'],
}
const evmOnly = {
  eip155: {
    chains: [one, two],
    // Alice and Bob on devnet, Alice alone on devnet 2.
    accounts: [`${one}:${alice}`, `${one}:${bob}`, `${two}:${alice}`],
    methods: ['personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
  },
}
const withSolana = {
  ...evmOnly,
  solana: {
    chains: [sol],
    accounts: [`${sol}:${solanaAddress}`],
    methods: ['solana_signMessage'],
    events: [],
  },
}

let relay: Awaited<ReturnType<typeof startRelay>>
let restoreFetch: () => void
const closers: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  restoreFetch = blockOutboundFetch()
})
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {})
  restoreFetch()
  await relay.close()
})

/** The official wallet, naming itself with an icon; approves `evmOnly`. */
async function createOfficialWallet(prefix: string) {
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
    metadata: walletMetadata,
  })
  closers.push(() => wallet.core.relayer.transportClose())
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approveSession({ id, namespaces: evmOnly })
  })
  return wallet
}

/** A Latch page and every event its config emits. */
function createPage(
  storage = memoryStorage(),
  wcStorage = createMemoryStorage(),
) {
  const page = createWalletConnectTestConfig({
    relayUrl: relay.url,
    networks: [devnet, devnet2, solanaLocalnet],
    storage,
    wcStorage,
  })
  closers.push(page.connector.close)
  const events: LatchEvent[] = []
  watchEvents(page.config, { onEvent: (e) => events.push(e) })
  const of = <T extends LatchEvent['type']>(type: T) =>
    events
      .filter((e) => e.type === type)
      .map((e) => e.data as Extract<LatchEvent, { type: T }>['data'])
  return { ...page, storage, wcStorage, events, of }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 250 && !check(); i++)
    await new Promise((r) => setTimeout(r, 20))
  expect(check()).toBe(true)
}

describe('a live WalletConnect session, driven by the official wallet', () => {
  it('follows session_ping, session_event, session_update and session_delete, and tells subscribers', {
    timeout: 40_000,
  }, async () => {
    const wallet = await createOfficialWallet('events-1')
    const page = createPage()
    const connecting = connectWalletConnect(page.config)
    await wallet.pair({ uri: await nextPairingUri(page.config) })
    await connecting
    const [session] = Object.values(wallet.getActiveSessions())
    const topic = session!.topic

    // The peer wallet's name and icon, not the connector's 'WalletConnect'.
    expect(page.config.state.namespaces.eip155?.wallet).toEqual({
      name: 'Interop Wallet',
      icon: 'https://wallet.example/icon.png',
    })
    expect(getWalletInfo(page.config)).toMatchObject({
      name: 'Interop Wallet',
      icon: 'https://wallet.example/icon.png',
    })
    expect(getAccount(page.config)).toMatchObject({
      address: alice,
      allAccounts: [alice, bob],
      caipAddress: `${one}:${alice}`,
    })

    // wc_sessionPing.
    await wallet.engine.signClient.ping({ topic })
    await until(() => page.of('session_ping').length === 1)
    expect(page.of('session_ping')).toEqual([{ topic }])

    // chainChanged: the default chain moves to devnet 2, whose only
    // account is Alice, so accountsChanged comes with it.
    await wallet.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: devnet2.id },
      chainId: two,
    })
    await until(() => page.of('default_chain_changed').length === 1)
    expect(page.of('session_event')).toEqual([
      { topic, name: 'chainChanged', data: devnet2.id, chainId: two },
    ])
    expect(page.of('default_chain_changed')).toEqual([
      { namespace: 'eip155', caipNetworkId: two },
    ])
    expect(page.of('chainChanged')).toContainEqual({
      namespace: 'eip155',
      caipNetworkId: two,
      supported: true,
    })
    expect(page.of('accountsChanged')).toEqual([
      { namespace: 'eip155', accounts: [alice] },
    ])
    expect(getAccount(page.config)).toMatchObject({
      caipAddress: `${two}:${alice}`,
      allAccounts: [alice],
    })

    // Back on devnet: Alice and Bob again; then accountsChanged to Bob.
    await wallet.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: devnet.id },
      chainId: one,
    })
    await until(() => getAccount(page.config).allAccounts.length === 2)
    await wallet.emitSessionEvent({
      topic,
      event: { name: 'accountsChanged', data: [`${one}:${bob}`] },
      chainId: one,
    })
    await until(() => getAccount(page.config).address === bob)
    expect(page.of('session_event').map((e) => e.name)).toEqual([
      'chainChanged',
      'chainChanged',
      'accountsChanged',
    ])
    expect(page.of('accountsChanged').at(-1)).toEqual({
      namespace: 'eip155',
      accounts: [bob],
    })

    // session_update adds an account (Carol) and a namespace (solana): the
    // new namespace connects with the same wallet and the page stays on
    // eip155.
    const added = {
      ...withSolana,
      eip155: {
        ...evmOnly.eip155,
        accounts: [...evmOnly.eip155.accounts, `${one}:${carol}`],
      },
    }
    await wallet.updateSession({ topic, namespaces: added })
    await until(() => page.config.state.namespaces.solana !== undefined)
    expect(page.of('session_update')).toEqual([
      {
        topic,
        namespaces: ['eip155', 'solana'],
        accounts: [...added.eip155.accounts, `${sol}:${solanaAddress}`],
      },
    ])
    expect(page.config.state.activeNamespace).toBe('eip155')
    expect(getAccount(page.config).allAccounts).toEqual([alice, bob, carol])
    expect(page.config.state.namespaces.solana).toEqual({
      status: 'connected',
      connectorId: 'walletConnect',
      accounts: [solanaAddress],
      caipNetworkId: sol,
      wallet: {
        name: 'Interop Wallet',
        icon: 'https://wallet.example/icon.png',
      },
    })
    expect(page.of('connect').map((e) => e.namespace)).toEqual([
      'eip155',
      'solana',
    ])

    // …and removes them again: Carol and solana go, eip155 stays.
    await wallet.updateSession({ topic, namespaces: evmOnly })
    await until(() => page.config.state.namespaces.solana === undefined)
    expect(page.of('session_update')).toHaveLength(2)
    expect(page.of('session_update')[1]?.namespaces).toEqual(['eip155'])
    expect(getAccount(page.config).allAccounts).toEqual([alice, bob])
    expect(page.of('disconnect')).toEqual([{ namespace: 'solana' }])
    expect(page.config.state.namespaces.eip155?.status).toBe('connected')

    // wc_sessionDelete: subscribers hear it, then the disconnect.
    await wallet.disconnectSession({
      topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await until(() => page.of('session_delete').length === 1)
    expect(page.of('session_delete')).toEqual([{ topic }])
    await until(() => page.config.state.namespaces.eip155 === undefined)
    const types = page.events.map((e) => e.type)
    expect(types.lastIndexOf('session_delete')).toBeLessThan(
      types.lastIndexOf('disconnect'),
    )
  })

  it('switches account locally, and keeps the choice and the wallet across a reload', {
    timeout: 40_000,
  }, async () => {
    const wallet = await createOfficialWallet('events-2')
    const first = createPage()
    const connecting = connectWalletConnect(first.config)
    await wallet.pair({ uri: await nextPairingUri(first.config) })
    await connecting
    expect(getAccount(first.config).address).toBe(alice)

    // SPEC §4: the namespace's connector is active, so the account becomes
    // eip155:<network>:<address> without asking the wallet.
    await switchAccount(first.config, { address: bob.toLowerCase() })
    expect(getAccount(first.config)).toMatchObject({
      address: bob,
      caipAddress: `${one}:${bob}`,
      allAccounts: [bob, alice],
    })
    expect(first.of('accountsChanged')).toEqual([
      { namespace: 'eip155', accounts: [bob, alice] },
    ])
    await expect(
      switchAccount(first.config, { address: carol }),
    ).rejects.toBeInstanceOf(SwitchAccountNotFoundError)
    expect(getAccount(first.config).address).toBe(bob)
    await first.connector.close()

    // Reload: the stored wallet shows while the session is restored, and
    // the restored session keeps Bob active.
    const again = createPage(first.storage, first.wcStorage)
    expect(again.config.state.namespaces.eip155?.status).toBe('reconnecting')
    expect(getWalletInfo(again.config)?.name).toBe('Interop Wallet')
    await expect(reconnect(again.config)).resolves.toEqual(['eip155'])
    expect(getAccount(again.config)).toMatchObject({
      status: 'connected',
      address: bob,
      caipAddress: `${one}:${bob}`,
    })
    expect(getWalletInfo(again.config)).toMatchObject({
      name: 'Interop Wallet',
      icon: 'https://wallet.example/icon.png',
    })
    const deleted = nextEvent(wallet, 'session_delete')
    await again.connector.disconnect()
    await deleted
  })
})
