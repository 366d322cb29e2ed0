import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { devnet, devnet2 } from '@latch/common'
import type { WebSocketConstructor } from '@latch/protocol'
import {
  buildAuthObject,
  createMemoryStorage,
  createSignClient,
} from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { nextPairingUri, startTestApi } from '@latch/test'
import { blockOutboundFetch, initWallet, nextEvent } from '@latch/test/official'
import {
  buildAuthObject as officialBuildAuthObject,
  populateAuthPayload as officialPopulateAuthPayload,
} from '@walletconnect/utils'
import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { getModalState } from '../../actions/getModalState.js'
import { getSiwxSession } from '../../actions/getSiwxSession.js'
import { openModal } from '../../actions/openModal.js'
import { signIn } from '../../actions/signIn.js'
import { createConfig } from '../../createConfig.js'
import { localSiwx } from '../../siwx/localSiwx.js'
import { serverSiwx } from '../../siwx/serverSiwx.js'
import type { SIWXConfig } from '../../siwx/types.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import type { Config } from '../../types/config.js'
import { walletConnect } from './walletConnect.js'

const account = privateKeyToAccount(`0x${'44'.repeat(32)}`)
const ORIGIN = 'http://127.0.0.1:5173'
const meta = (name: string) => ({
  name,
  description: name,
  url: `http://${name}.test`,
  icons: [],
})

let relay: Awaited<ReturnType<typeof startRelay>>
let api: Awaited<ReturnType<typeof startTestApi>>
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  api = await startTestApi({
    wallets: 0,
    extensions: [
      createBlockchainExtension({
        settings: getBlockchainSettings({ env: {} }),
      }),
    ],
  })
}, 60_000)
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await relay?.close()
  await api?.close()
})

/** A real wallet (the protocol's wallet side), with or without one-click auth. */
async function createWallet(oneClick: boolean) {
  const wallet = await createSignClient({
    relayUrl: relay.url,
    metadata: meta('wallet'),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  closers.push(wallet.close)
  const seen = { authenticate: 0, proposal: 0, personalSign: 0 }
  // A wallet without one-click auth has no listener: it gets the plain
  // proposal that comes with the request (a wallet with one skips it).
  if (oneClick)
    wallet.on('session_authenticate', async ({ id, params }) => {
      seen.authenticate++
      const [chain] = params.authPayload.chains
      const iss = `did:pkh:${chain}:${account.address}`
      const message = wallet.formatAuthMessage({
        request: params.authPayload,
        iss,
      })
      const cacao = buildAuthObject(
        params.authPayload,
        { t: 'eip191', s: await account.signMessage({ message }) },
        iss,
      )
      await wallet.approveSessionAuthenticate({ id, auths: [cacao] })
    })
  wallet.on('session_proposal', ({ id }) => {
    seen.proposal++
    void wallet.approve({
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
  wallet.on('session_request', async ({ id, topic, params }) => {
    seen.personalSign++
    const [raw] = params.request.params as [`0x${string}`]
    const result = await account.signMessage({ message: { raw } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return { wallet, seen }
}

function createDapp(siwx: SIWXConfig) {
  const config = createConfig({
    projectId: api.projectId,
    networks: [devnet, devnet2],
    storage: memoryStorage(),
    metadata: meta('dapp'),
    siwx,
    connectors: [
      walletConnect({
        relayUrl: relay.url,
        storage: createMemoryStorage(),
        WebSocket: WebSocket as unknown as WebSocketConstructor,
      }),
    ],
  })
  closers.push(
    (config.state.connectors[0] as unknown as { close(): Promise<void> }).close,
  )
  return config
}

async function settled(config: Config) {
  for (let i = 0; i < 200; i++) {
    const status = getSiwxSession(config)?.status
    if (status === 'signedIn' || status === 'signedOut') return status
    await new Promise((r) => setTimeout(r, 20))
  }
  return getSiwxSession(config)?.status
}

const pageFetch: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers)
  headers.set('origin', ORIGIN)
  return fetch(input, { ...init, headers })
}
const pageOptions = { domain: '127.0.0.1:5173', uri: `${ORIGIN}/` }

describe('one-click auth over WalletConnect (wc_sessionAuthenticate)', () => {
  it('connects and signs in with one approval (localSiwx)', async () => {
    const { wallet, seen } = await createWallet(true)
    const config = createDapp(
      localSiwx({ storage: memoryStorage(), ...pageOptions }),
    )
    void openModal(config)
    const connecting = connectWalletConnect(config)
    await wallet.pair({ uri: await nextPairingUri(config) })
    await connecting
    expect(await settled(config)).toBe('signedIn')
    expect(seen).toEqual({ authenticate: 1, proposal: 0, personalSign: 0 })
    const session = getSiwxSession(config)?.session
    expect(new SiweMessage(session?.message ?? '')).toMatchObject({
      address: account.address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
    })
    expect(getModalState(config).open).toBe(false)
  })

  it('latch-api verifies the one-click message (serverSiwx)', async () => {
    const { wallet, seen } = await createWallet(true)
    const storage = memoryStorage()
    const config = createDapp(
      serverSiwx({
        apiUrl: api.url,
        projectId: api.projectId,
        storage,
        fetch: pageFetch,
        ...pageOptions,
      }),
    )
    const connecting = connectWalletConnect(config)
    await wallet.pair({ uri: await nextPairingUri(config) })
    await connecting
    expect(await settled(config)).toBe('signedIn')
    expect(seen.personalSign).toBe(0)
    const token = JSON.parse(storage.getItem('latch.v1.siwxToken') ?? '""')
    const who = await pageFetch(
      `${api.url}/v1/siwx/session?projectId=${api.projectId}`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(await who.json()).toMatchObject({
      session: { address: account.address, chainId: 'eip155:31337' },
    })
  })

  it('falls back to connect, then sign in, with a wallet without one-click auth', async () => {
    const { wallet, seen } = await createWallet(false)
    const config = createDapp(
      localSiwx({ storage: memoryStorage(), ...pageOptions }),
    )
    void openModal(config)
    const connecting = connectWalletConnect(config)
    await wallet.pair({ uri: await nextPairingUri(config) })
    await connecting
    expect(await settled(config)).toBe('signedOut')
    expect(getModalState(config).route.view).toBe('SIWXSignMessage')
    await signIn(config)
    expect(getSiwxSession(config)?.status).toBe('signedIn')
    expect(seen).toEqual({ authenticate: 0, proposal: 1, personalSign: 1 })
  })

  it('an official wallet (@reown/walletkit) connects and signs in with one approval', async () => {
    // Its Verify / pulse calls fail at once instead of going online.
    const restoreFetch = blockOutboundFetch()
    closers.push(async () => restoreFetch())
    const wallet = await initWallet(relay.url, 'official-one-click')
    closers.push(() => wallet.core.relayer.transportClose().catch(() => {}))
    const config = createDapp(
      localSiwx({ storage: memoryStorage(), ...pageOptions }),
    )
    const connecting = connectWalletConnect(config)
    const request = nextEvent<{
      id: number
      params: {
        authPayload: Parameters<
          typeof officialPopulateAuthPayload
        >[0]['authPayload']
      }
    }>(wallet, 'session_authenticate')
    await wallet.pair({ uri: await nextPairingUri(config) })
    const { id, params } = await request
    // What an official wallet does: narrow, format, sign, approve.
    const authPayload = officialPopulateAuthPayload({
      authPayload: params.authPayload,
      chains: ['eip155:31337'],
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
    const iss = `did:pkh:eip155:31337:${account.address}`
    const message = wallet.formatAuthMessage({ request: authPayload, iss })
    await wallet.approveSessionAuthenticate({
      id,
      auths: [
        officialBuildAuthObject(
          authPayload,
          { t: 'eip191', s: await account.signMessage({ message }) },
          iss,
        ),
      ],
    })
    await connecting
    expect(await settled(config)).toBe('signedIn')
    expect(getSiwxSession(config)?.session?.message).toBe(message)
    expect(new SiweMessage(message)).toMatchObject({
      address: account.address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
    })
  })
})
