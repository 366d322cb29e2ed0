// Interop of the Latch sign client with the official SDK through the Latch
// relay: official dapp (@walletconnect/sign-client 2.25.0) ↔ Latch wallet,
// and Latch dapp ↔ official wallet (@reown/walletkit 1.6.0).

import { startRelay } from '@latch/relay'
import {
  approveWithOfficialWallet,
  initDapp,
  initWallet,
  nextEvent,
  projectId,
} from '@latch/test/official'
import { getSdkError } from '@walletconnect/utils'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildAuthObject } from '../engine/auth/buildAuthObject.js'
import type { WebSocketConstructor } from '../relay/RelayClient.js'
import type { Session } from '../types/session.js'
import { createSignClient } from './createSignClient.js'
import type { SignClient } from './SignClient.js'

const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const chains = ['eip155:1', 'eip155:137']
const methods = ['personal_sign', 'eth_sendTransaction']
const events = ['chainChanged', 'accountsChanged']
const optionalNamespaces = { eip155: { chains, methods, events } }
const namespaces = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [`eip155:1:${account.address}`],
    methods,
    events,
  },
}
const updatedNamespaces = {
  eip155: {
    chains,
    accounts: chains.map((chain) => `${chain}:${account.address}`),
    methods,
    events,
  },
}
const metadata = (name: string) => ({
  name,
  description: `${name} (interop test)`,
  url: 'http://localhost:3000',
  icons: [],
})

let relay: Awaited<ReturnType<typeof startRelay>>
let originalFetch: typeof fetch
const closers: (() => Promise<unknown> | unknown)[] = []

const latchClient = async (name: string) => {
  const client = await createSignClient({
    relayUrl: relay.url,
    projectId,
    metadata: metadata(name),
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  closers.push(() => client.close())
  return client
}
const officialDapp = async (prefix: string) => {
  const client = await initDapp(relay.url, prefix)
  closers.push(() => client.core.relayer.transportClose().catch(() => {}))
  return client
}
const officialWallet = async (prefix: string) => {
  const wallet = await initWallet(relay.url, prefix)
  closers.push(() => wallet.core.relayer.transportClose().catch(() => {}))
  return wallet
}

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  originalFetch = globalThis.fetch
  // Verify / pulse servers: fail fast instead of waiting for the network.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input : input.url,
    )
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
      return originalFetch(input, init)
    throw new TypeError(`offline test: ${url.hostname}`)
  }) as typeof fetch
})
afterAll(async () => {
  for (const close of closers.reverse()) await close()
  globalThis.fetch = originalFetch
  await relay.close()
})

/** Stops the in-memory relay and starts a fresh one on the same port. */
async function restartRelay() {
  const port = relay.port
  await relay.close()
  relay = await startRelay({ host: '127.0.0.1', port })
}

const hexMessage = (text: string) =>
  `0x${Buffer.from(text).toString('hex')}` as Hex

describe('official dapp ↔ Latch wallet', () => {
  let dapp: Awaited<ReturnType<typeof officialDapp>>
  let wallet: SignClient
  let topic: string

  beforeAll(async () => {
    dapp = await officialDapp('official-dapp-1')
    wallet = await latchClient('Latch wallet')
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex]
      const response =
        message === hexMessage('reject me')
          ? { id, jsonrpc: '2.0' as const, error: getSdkError('USER_REJECTED') }
          : {
              id,
              jsonrpc: '2.0' as const,
              result: await account.signMessage({ message: { raw: message } }),
            }
      await wallet.respond({ topic, response }).catch(() => {})
    })
  })

  /**
   * Proposes from the official dapp and pairs the Latch wallet. `approved`
   * is the dapp's `approval()`, asked for at once, as a dapp does: the SDK
   * builds it with `createDelayedPromise` (@walletconnect/utils), whose
   * `resolve` does nothing until `approval()` has been called, so a settle
   * the dapp finishes before that is dropped and `approval()` then waits
   * for the proposal's expiry (300 s).
   */
  async function connect() {
    const { uri, approval } = await dapp.connect({ optionalNamespaces })
    const approved = approval()
    // Each test awaits it; this only keeps an early rejection handled.
    approved.catch(() => {})
    const proposal = nextEvent<{ id: number }>(wallet, 'session_proposal')
    await wallet.pair({ uri: uri! })
    return { proposal: await proposal, approved }
  }

  it('rejects a proposal: the official dapp sees 5000', async () => {
    const { proposal, approved } = await connect()
    const settled = approved.then(
      () => 'approved',
      (error: { code?: number; message?: string }) => error,
    )
    await wallet.reject({
      id: proposal.id,
      reason: getSdkError('USER_REJECTED'),
    })
    expect(await settled).toMatchObject({ code: 5000 })
  }, 30_000)

  it('connects and is acknowledged', async () => {
    const { proposal, approved } = await connect()
    const settle = await wallet.approve({ id: proposal.id, namespaces })
    const session = await approved
    topic = session.topic
    expect(session.topic).toBe(settle.topic)
    expect(session.namespaces.eip155?.accounts).toEqual(
      namespaces.eip155.accounts,
    )
    expect((await settle.acknowledged()).acknowledged).toBe(true)
  }, 30_000)

  it('personal_sign: the signature recovers to the account', async () => {
    const message = hexMessage('hello from the official dapp')
    const signature = await dapp.request<Hex>({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: message },
        signature,
      }),
    ).toBe(true)
  }, 30_000)

  it('an error response reaches the official dapp', async () => {
    await expect(
      dapp.request({
        topic,
        chainId: 'eip155:1',
        request: {
          method: 'personal_sign',
          params: [hexMessage('reject me'), account.address],
        },
      }),
    ).rejects.toMatchObject({ code: 5000 })
  }, 30_000)

  it('event, update and extend from the Latch wallet', async () => {
    const event = nextEvent<{ params: { event: unknown } }>(
      dapp,
      'session_event',
    )
    await wallet.emit({
      topic,
      chainId: 'eip155:1',
      event: { name: 'chainChanged', data: 137 },
    })
    expect((await event).params.event).toEqual({
      name: 'chainChanged',
      data: 137,
    })

    const updated = nextEvent<{ params: { namespaces: unknown } }>(
      dapp,
      'session_update',
    )
    const { acknowledged } = await wallet.update({
      topic,
      namespaces: updatedNamespaces,
    })
    await acknowledged()
    expect((await updated).params.namespaces).toEqual(updatedNamespaces)
    expect(dapp.session.get(topic).namespaces).toEqual(updatedNamespaces)

    const before = dapp.session.get(topic).expiry
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const extended = nextEvent(dapp, 'session_extend')
    await (await wallet.extend({ topic })).acknowledged()
    await extended
    expect(dapp.session.get(topic).expiry).toBeGreaterThan(before)
  }, 30_000)

  it('pings both ways', async () => {
    const walletPing = nextEvent(wallet, 'session_ping')
    await dapp.ping({ topic })
    await walletPing
    await wallet.ping({ topic })
  }, 30_000)

  it('survives a relay restart mid-session', async () => {
    await restartRelay()
    await dapp.ping({ topic })
    await wallet.ping({ topic })
    const message = hexMessage('after restart')
    const signature = await dapp.request<Hex>({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: message },
        signature,
      }),
    ).toBe(true)
  }, 90_000)

  it('disconnect from the official dapp reaches the Latch wallet', async () => {
    const deleted = nextEvent<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await deleted).topic).toBe(topic)
    expect(wallet.getSession(topic)).toBeUndefined()
  }, 30_000)

  it('disconnect from the Latch wallet reaches the official dapp', async () => {
    const { proposal, approved } = await connect()
    // The order a loaded CI run produced: the dapp has stored the session
    // (session_connect) before the wallet's approve() returns. Waiting for
    // it makes that order certain: with approval() first called after this
    // wait, as before, the test hangs every time (see connect()).
    const connected = nextEvent(dapp, 'session_connect')
    await wallet.approve({ id: proposal.id, namespaces })
    await connected
    const session = await approved
    const deleted = nextEvent<{ topic: string }>(dapp, 'session_delete')
    await wallet.disconnect({ topic: session.topic })
    expect((await deleted).topic).toBe(session.topic)
  }, 30_000)

  it('one-click auth: official dapp authenticate ↔ Latch wallet', async () => {
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:1'],
      domain: 'localhost:3000',
      uri: 'http://localhost:3000/login',
      nonce: 'interop-nonce-1',
      statement: 'Sign in with the Latch wallet',
      methods: ['personal_sign'],
    })
    // Also a createDelayedPromise: asked for before the wallet answers.
    const authenticated = response()
    authenticated.catch(() => {})
    const request = nextEvent<{
      id: number
      params: { authPayload: Parameters<typeof buildAuthObject>[0] }
    }>(wallet, 'session_authenticate')
    await wallet.pair({ uri })
    const { id, params } = await request
    const iss = `did:pkh:eip155:1:${account.address}`
    const message = wallet.formatAuthMessage({
      request: params.authPayload,
      iss,
    })
    const cacao = buildAuthObject(
      params.authPayload,
      { t: 'eip191', s: await account.signMessage({ message }) },
      iss,
    )
    const { session: walletSession } = await wallet.approveSessionAuthenticate({
      id,
      auths: [cacao],
    })
    const { session, auths } = await authenticated
    expect(auths).toHaveLength(1)
    expect(session?.topic).toBe(walletSession?.topic)
    expect(session?.namespaces.eip155?.accounts).toContain(
      `eip155:1:${account.address}`,
    )
    const signature = await dapp.request<Hex>({
      topic: session!.topic,
      chainId: 'eip155:1',
      request: {
        method: 'personal_sign',
        params: [hexMessage('after auth'), account.address],
      },
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: hexMessage('after auth') },
        signature,
      }),
    ).toBe(true)
  }, 30_000)
})

describe('Latch dapp ↔ official wallet', () => {
  let dapp: SignClient
  let wallet: Awaited<ReturnType<typeof officialWallet>>
  let session: Session

  beforeAll(async () => {
    dapp = await latchClient('Latch dapp')
    wallet = await officialWallet('official-wallet-2')
    wallet.on('session_request', async ({ topic, id, params }) => {
      const [message] = params.request.params as [Hex]
      const response =
        message === hexMessage('reject me')
          ? { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') }
          : {
              id,
              jsonrpc: '2.0',
              result: await account.signMessage({ message: { raw: message } }),
            }
      await wallet
        .respondSessionRequest({ topic, response: response as never })
        .catch(() => {})
    })
  })

  async function connect() {
    const { uri, approval } = await dapp.connect({ optionalNamespaces })
    const proposal = nextEvent<{
      id: number
      params: { optionalNamespaces: unknown }
    }>(wallet, 'session_proposal')
    await wallet.pair({ uri: uri! })
    return { proposal: await proposal, approval }
  }

  it('rejects a proposal: the Latch dapp sees 5000', async () => {
    const { proposal, approval } = await connect()
    await wallet.rejectSession({
      id: proposal.id,
      reason: getSdkError('USER_REJECTED'),
    })
    await expect(approval()).rejects.toMatchObject({ code: 5000 })
  }, 30_000)

  it('connects: the official wallet approves', async () => {
    const { proposal, approval } = await connect()
    expect(proposal.params.optionalNamespaces).toEqual(optionalNamespaces)
    const approved = await wallet.approveSession({
      id: proposal.id,
      namespaces,
    })
    session = await approval()
    expect(session.topic).toBe(approved.topic)
    expect(session.namespaces.eip155?.accounts).toEqual(
      namespaces.eip155.accounts,
    )
    expect(session.peer.metadata.name).toBe('Official wallet')
  }, 30_000)

  it('personal_sign: the signature recovers to the account', async () => {
    const message = hexMessage('hello from the Latch dapp')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: message },
        signature,
      }),
    ).toBe(true)
  }, 30_000)

  it('an error response reaches the Latch dapp', async () => {
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: {
          method: 'personal_sign',
          params: [hexMessage('reject me'), account.address],
        },
      }),
    ).rejects.toMatchObject({ code: 5000, shortMessage: 'User rejected.' })
  }, 30_000)

  it('event, update and extend from the official wallet', async () => {
    const event = nextEvent<{ params: { event: unknown } }>(
      dapp,
      'session_event',
    )
    await wallet.emitSessionEvent({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'accountsChanged', data: [account.address] },
    })
    expect((await event).params.event).toEqual({
      name: 'accountsChanged',
      data: [account.address],
    })

    const updated = nextEvent<{ params: { namespaces: unknown } }>(
      dapp,
      'session_update',
    )
    const { acknowledged } = await wallet.updateSession({
      topic: session.topic,
      namespaces: updatedNamespaces,
    })
    await acknowledged()
    expect((await updated).params.namespaces).toEqual(updatedNamespaces)
    expect(dapp.getSession(session.topic)?.namespaces).toEqual(
      updatedNamespaces,
    )

    const before = dapp.getSession(session.topic)!.expiry
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const extended = nextEvent(dapp, 'session_extend')
    await (await wallet.extendSession({ topic: session.topic })).acknowledged()
    await extended
    expect(dapp.getSession(session.topic)!.expiry).toBeGreaterThan(before)
  }, 30_000)

  it('pings both ways', async () => {
    await dapp.ping({ topic: session.topic })
    const dappPing = nextEvent(dapp, 'session_ping')
    await wallet.engine.signClient.ping({ topic: session.topic })
    await dappPing
  }, 30_000)

  it('survives a relay restart mid-session', async () => {
    await restartRelay()
    await dapp.ping({ topic: session.topic })
    await wallet.engine.signClient.ping({ topic: session.topic })
    const message = hexMessage('after restart')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: message },
        signature,
      }),
    ).toBe(true)
  }, 90_000)

  it('disconnect from the Latch dapp reaches the official wallet', async () => {
    const deleted = nextEvent<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({ topic: session.topic })
    expect((await deleted).topic).toBe(session.topic)
  }, 30_000)

  it('disconnect from the official wallet reaches the Latch dapp', async () => {
    const { proposal, approval } = await connect()
    await wallet.approveSession({ id: proposal.id, namespaces })
    const second = await approval()
    const deleted = nextEvent<{ topic: string }>(dapp, 'session_delete')
    await wallet.disconnectSession({
      topic: second.topic,
      reason: getSdkError('USER_DISCONNECTED'),
    })
    expect((await deleted).topic).toBe(second.topic)
    expect(dapp.getSession(second.topic)).toBeUndefined()
  }, 30_000)

  it('one-click auth: Latch dapp authenticate ↔ official wallet', async () => {
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:1'],
      domain: 'localhost:3000',
      uri: 'http://localhost:3000/login',
      nonce: 'interop-nonce-2',
      statement: 'Sign in with the official wallet',
      methods: ['personal_sign'],
    })
    const walletSession = await approveWithOfficialWallet(wallet, {
      uri,
      account,
    })
    const { session: authed, auths } = await response()
    expect(auths).toHaveLength(1)
    expect(authed.topic).toBe(walletSession?.topic)
    expect(authed.namespaces.eip155?.accounts).toContain(
      `eip155:1:${account.address}`,
    )
    const message2 = hexMessage('after auth')
    const signature = await dapp.request<Hex>({
      topic: authed.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message2, account.address] },
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: message2 },
        signature,
      }),
    ).toBe(true)
  }, 30_000)
})
