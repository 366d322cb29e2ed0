import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  devnet,
  devnet2,
  getSdkError,
  UserRejectedRequestError,
} from '@latch/common'
import type { WebSocketConstructor } from '@latch/protocol'
import {
  createMemoryStorage,
  createSignClient,
  type KeyValueStorage,
  type SignClient,
  type SignClientEvents,
} from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { nextPairingUri } from '@latch/test'
import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { disconnect } from '../../actions/disconnect.js'
import { getAccount } from '../../actions/getAccount.js'
import { getNetwork } from '../../actions/getNetwork.js'
import { getRecentWallets } from '../../actions/getRecentWallets.js'
import { getWalletConnectState } from '../../actions/getWalletConnectState.js'
import { reconnect } from '../../actions/reconnect.js'
import { resetWcConnection } from '../../actions/resetWcConnection.js'
import { signMessage } from '../../actions/signMessage.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import type { BaseStorage } from '../../storage/types.js'
import type { AppMetadata } from '../../types/config.js'
import {
  PairingCancelledError,
  WalletConnectSwitchChainError,
} from './errors.js'
import type { WalletConnectConnector } from './types.js'
import { walletConnect } from './walletConnect.js'

const account = privateKeyToAccount(`0x${'33'.repeat(32)}`)
const metadata = (name: string) => ({
  name,
  description: name,
  url: `http://${name}.test`,
  icons: [],
})

let relay: Awaited<ReturnType<typeof startRelay>>
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await relay.close()
})

const next = <name extends keyof SignClientEvents>(
  client: SignClient,
  name: name,
) =>
  new Promise<SignClientEvents[name]>((resolve) => client.once(name, resolve))

type WalletOptions = { methods?: string[]; decision?: 'approve' | 'reject' }

/** A real wallet (the protocol's wallet side) that signs with `account`. */
async function createWallet(options: WalletOptions = {}) {
  const {
    methods = ['personal_sign', 'wallet_switchEthereumChain'],
    decision = 'approve',
  } = options
  const wallet = await createSignClient({
    relayUrl: relay.url,
    metadata: metadata('wallet'),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  closers.push(wallet.close)
  wallet.on('session_proposal', ({ id }) => {
    if (decision === 'reject')
      return void wallet.reject({ id, reason: getSdkError('USER_REJECTED') })
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [
            `eip155:31337:${account.address}`,
            `eip155:31338:${account.address}`,
          ],
          methods,
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    const result =
      method === 'personal_sign'
        ? await account.signMessage({
            message: { raw: (args as [`0x${string}`])[0] },
          })
        : null
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return wallet
}

type Setup = {
  metadata?: AppMetadata
  storage?: BaseStorage
  wcStorage?: KeyValueStorage
  pairingLifetime?: number
  apiUrl?: string
  /** The first network's RPC URL. @default devnet's */
  rpcUrl?: string
  disableProviderPing?: boolean
}

function createDapp(setup: Setup = {}) {
  const config = createConfig({
    projectId: 'test',
    networks: [
      setup.rpcUrl
        ? { ...devnet, rpcUrls: { default: { http: [setup.rpcUrl] } } }
        : devnet,
      devnet2,
    ],
    storage: setup.storage ?? memoryStorage(),
    metadata: setup.metadata ?? metadata('dapp'),
    apiUrl: setup.apiUrl,
    connectors: [
      walletConnect({
        relayUrl: relay.url,
        storage: setup.wcStorage ?? createMemoryStorage(),
        WebSocket: WebSocket as unknown as WebSocketConstructor,
        pairingLifetime: setup.pairingLifetime,
        disableProviderPing: setup.disableProviderPing,
      }),
    ],
  })
  const connector = config.state.connectors[0] as WalletConnectConnector
  closers.push(connector.close)
  return { config, connector }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++)
    await new Promise((r) => setTimeout(r, 20))
  expect(check()).toBe(true)
}

async function connectBoth(setup: Setup = {}, options: WalletOptions = {}) {
  const wallet = await createWallet(options)
  const dapp = createDapp(setup)
  const connecting = connectWalletConnect(dapp.config)
  await wallet.pair({ uri: await nextPairingUri(dapp.config) })
  await connecting
  const [session] = wallet.getSessions()
  return { ...dapp, wallet, session: session! }
}

describe('walletConnect connector (Latch relay, Latch wallet)', () => {
  it("names the config's API as the Verify server in its metadata, and only then", async () => {
    const wallet = await createWallet()
    const proposals: string[] = []
    wallet.on('session_proposal', ({ params }) =>
      proposals.push(String(params.proposer.metadata.verifyUrl)),
    )
    for (const apiUrl of ['http://127.0.0.1:9/api/', undefined]) {
      const dapp = createDapp(apiUrl ? { apiUrl } : {})
      const connecting = connectWalletConnect(dapp.config)
      await wallet.pair({ uri: await nextPairingUri(dapp.config) })
      await connecting
    }
    expect(proposals).toEqual(['http://127.0.0.1:9/api', 'undefined'])
  })

  it("shows the wallet the app's redirect links (SPEC §3 App metadata)", async () => {
    const wallet = await createWallet()
    const proposed = new Promise<unknown>((resolve) =>
      wallet.once('session_proposal', ({ params }) =>
        resolve(params.proposer.metadata.redirect),
      ),
    )
    const redirect = {
      native: 'dapp://',
      universal: 'https://dapp.test/wc',
      linkMode: true,
    }
    const dapp = createDapp({ metadata: { ...metadata('dapp'), redirect } })
    const connecting = connectWalletConnect(dapp.config)
    await wallet.pair({ uri: await nextPairingUri(dapp.config) })
    expect(await proposed).toEqual(redirect)
    await connecting
  })

  it('pairs by URI, signs through the session, follows events, and ends on a wallet disconnect', async () => {
    const { config, wallet, session } = await connectBoth()
    expect(getAccount(config)).toMatchObject({
      address: account.address,
      status: 'connected',
      caipAddress: `eip155:31337:${account.address}`,
    })
    expect(getWalletConnectState(config)).toMatchObject({
      status: 'connected',
      wcUri: undefined,
      wcError: false,
    })
    expect(getRecentWallets(config)).toEqual([
      { id: 'walletConnect', name: 'WalletConnect' },
    ])
    expect(session.requiredNamespaces).toEqual({})

    const signature = await signMessage(config, { message: 'hello latch' })
    expect(
      await recoverMessageAddress({ message: 'hello latch', signature }),
    ).toBe(account.address)

    await wallet.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
    await until(() => getNetwork(config).caipNetworkId === 'eip155:31338')

    await switchNetwork(config, { network: devnet })
    expect(getNetwork(config).caipNetworkId).toBe('eip155:31337')

    await wallet.disconnect({ topic: session.topic })
    await until(() => getAccount(config).status === 'disconnected')
  })

  it('sends wc_sessionDelete when the page disconnects', async () => {
    const { config, wallet } = await connectBoth()
    const deleted = next(wallet, 'session_delete')
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    await deleted
    expect(wallet.getSessions()).toHaveLength(0)
  })

  it('restores the session after a reload (new config, same storage)', async () => {
    const storage = memoryStorage()
    const wcStorage = createMemoryStorage()
    const first = await connectBoth({ storage, wcStorage })
    await first.connector.close()

    const { config } = createDapp({ storage, wcStorage })
    expect(getAccount(config).status).toBe('reconnecting')
    expect(await reconnect(config)).toEqual(['eip155'])
    expect(getAccount(config)).toMatchObject({
      address: account.address,
      status: 'connected',
    })
    const signature = await signMessage(config, { message: 'again' })
    expect(await recoverMessageAddress({ message: 'again', signature })).toBe(
      account.address,
    )
  })

  it('offers a fresh URI when under 10 s of the pairing lifetime remain', async () => {
    const wallet = await createWallet()
    const { config } = createDapp({ pairingLifetime: 10_300 })
    const connecting = connectWalletConnect(config)
    const first = await nextPairingUri(config)
    const expiry = getWalletConnectState(config).wcPairingExpiry
    expect(expiry! - Date.now()).toBeLessThanOrEqual(10_300)
    const second = await nextPairingUri(config, first)
    expect(second).not.toBe(first)
    await wallet.pair({ uri: second })
    await connecting
    expect(getAccount(config).status).toBe('connected')
  })

  it('reports a declined proposal and resets on demand', async () => {
    const wallet = await createWallet({ decision: 'reject' })
    const { config } = createDapp()
    const connecting = connectWalletConnect(config)
    await wallet.pair({ uri: await nextPairingUri(config) })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getWalletConnectState(config)).toMatchObject({
      wcError: true,
      status: 'disconnected',
    })
    expect(getAccount(config).status).toBe('disconnected')

    const again = connectWalletConnect(config)
    await nextPairingUri(config)
    resetWcConnection(config)
    await expect(again).rejects.toBeInstanceOf(PairingCancelledError)
    expect(getWalletConnectState(config)).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcError: false,
      status: 'disconnected',
    })
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('refuses a chain the session lacks when the wallet cannot switch', async () => {
    const { config, connector } = await connectBoth(
      {},
      { methods: ['personal_sign'] },
    )
    await switchNetwork(config, { network: devnet2 })
    expect(getNetwork(config).caipNetworkId).toBe('eip155:31338')
    const provider = await connector.getProvider()
    await expect(
      provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    ).rejects.toThrow(new WalletConnectSwitchChainError(1).message)
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it("probes the chain's RPC with a test call at connect, then reads there; not with disableProviderPing", async () => {
    // An RPC endpoint that logs each call's method (a node refuses `test`).
    const seen: string[] = []
    const server = createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        const body = JSON.parse(raw) as { id: number; method: string }
        const calls = Array.isArray(body) ? body : [body]
        seen.push(...calls.map((c) => c.method))
        const answers = calls.map(({ id, method }) =>
          method === 'eth_blockNumber'
            ? { jsonrpc: '2.0', id, result: '0x10' }
            : { jsonrpc: '2.0', id, error: { code: -32601, message: 'no' } },
        )
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    closers.push(() => new Promise((r) => server.close(() => r())))
    const rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const first = await connectBoth({ rpcUrl })
    await until(() => seen.length > 0)
    const provider = await first.connector.getProvider()
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    // (The account's balance is read there too, by the config.)
    expect(seen[0]).toBe('test')
    expect(seen.filter((m) => m === 'test')).toHaveLength(1)
    expect(seen).toContain('eth_blockNumber')
    seen.length = 0
    const second = await connectBoth({ rpcUrl, disableProviderPing: true })
    const read = await second.connector.getProvider()
    expect(await read.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(seen).toContain('eth_blockNumber')
    expect(seen).not.toContain('test')
  })

  it('reuses a valid pairing in progress; `fresh` makes a new one except on iOS Safari and Telegram', async () => {
    const { config } = createDapp()
    const first = connectWalletConnect(config)
    const uri = await nextPairingUri(config)
    expect(connectWalletConnect(config)).toBe(first)
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    })
    try {
      expect(connectWalletConnect(config, { fresh: true })).toBe(first)
    } finally {
      vi.unstubAllGlobals()
    }
    const second = connectWalletConnect(config, { fresh: true })
    expect(second).not.toBe(first)
    await expect(first).rejects.toBeInstanceOf(PairingCancelledError)
    expect(await nextPairingUri(config, uri)).not.toBe(uri)
    expect(getWalletConnectState(config).wcError).toBe(false)
    expect(getAccount(config).status).toBe('connecting')
    resetWcConnection(config)
    await expect(second).rejects.toBeInstanceOf(PairingCancelledError)
    expect(getAccount(config).status).toBe('disconnected')
  })
})
