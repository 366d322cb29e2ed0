import {
  approveWithOfficialWallet,
  blockOutboundFetch,
  connectOfficialPair,
  initDapp,
  initWallet,
  nextEvent,
} from '@latch/test/official'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

// Official dapp (@walletconnect/sign-client 2.25.0) ↔ official wallet
// (@reown/walletkit 1.6.0) through this relay, in memory. The relay restart
// in the middle loses the in-memory mailbox (nothing is in flight then);
// restarts with state are covered by scaleOut.interop.test.ts on Redis.

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const chains = ['eip155:1', 'eip155:137']
const methods = ['personal_sign', 'eth_sendTransaction']
const events = ['chainChanged', 'accountsChanged']

type Dapp = Awaited<ReturnType<typeof initDapp>>
type Wallet = Awaited<ReturnType<typeof initWallet>>

let relay: StartRelayReturnType
let dapp: Dapp
let wallet: Wallet
let session: SessionTypes.Struct
let restoreFetch: () => void

function answerRequests(mode: { reject: boolean }) {
  wallet.on('session_request', async ({ topic, id, params }) => {
    if (mode.reject) {
      await wallet.respondSessionRequest({
        topic,
        response: {
          id,
          jsonrpc: '2.0',
          error: getSdkError('USER_REJECTED'),
        },
      })
      return
    }
    const [message] = params.request.params as [Hex, string]
    const result = await account.signMessage({ message: { raw: message } })
    await wallet.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', result },
    })
  })
}

function connect(approve: boolean) {
  return connectOfficialPair(dapp, wallet, {
    address: account.address,
    chains,
    methods,
    events,
    approve,
  })
}

const mode = { reject: false }

beforeAll(async () => {
  restoreFetch = blockOutboundFetch()
  relay = await startRelay({ port: 0 })
  dapp = await initDapp(relay.url, 'interop-dapp')
  wallet = await initWallet(relay.url, 'interop-wallet')
  answerRequests(mode)
}, 60_000)

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => {})
  await wallet?.core.relayer.transportClose().catch(() => {})
  await relay?.close()
  restoreFetch?.()
}, 30_000)

describe('official dapp ↔ official wallet through the Latch relay', () => {
  it('connects and approves', async () => {
    session = await connect(true)
    expect(session.namespaces.eip155?.accounts).toContain(
      `eip155:1:${account.address}`,
    )
    expect(Object.keys(wallet.getActiveSessions())).toContain(session.topic)
  }, 60_000)

  it('answers personal_sign with a signature that recovers', async () => {
    const message = '0x68656c6c6f206c61746368' as const // "hello latch"
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
  }, 60_000)

  it('passes an error response through', async () => {
    mode.reject = true
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x00', account.address] },
      }),
    ).rejects.toMatchObject({ code: 5000 })
    mode.reject = false
  }, 60_000)

  it('delivers an event, an update and an extend', async () => {
    const event = nextEvent<{ params: { event: { name: string } } }>(
      dapp,
      'session_event',
    )
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: 137 },
      chainId: 'eip155:137',
    })
    expect((await event).params.event.name).toBe('chainChanged')

    const update = nextEvent<{
      params: { namespaces: SessionTypes.Namespaces }
    }>(dapp, 'session_update')
    const namespaces = {
      eip155: {
        ...session.namespaces.eip155,
        chains,
        methods: [...methods, 'eth_signTypedData_v4'],
        events,
        accounts: chains.map((chain) => `${chain}:${account.address}`),
      },
    }
    const { acknowledged } = await wallet.updateSession({
      topic: session.topic,
      namespaces,
    })
    await acknowledged()
    expect((await update).params.namespaces.eip155?.methods).toContain(
      'eth_signTypedData_v4',
    )

    const extend = nextEvent(dapp, 'session_extend')
    await wallet.extendSession({ topic: session.topic })
    await extend
  }, 60_000)

  // The SDK's delayed promise drops an acknowledgement that arrives before
  // `acknowledged()` is called: the relay must answer the publish before it
  // fans the message out, else this hangs (and rejects after 5 minutes).
  it('update → acknowledged and extend → acknowledged, 50 times each', async () => {
    const within = <T>(promise: Promise<T>, what: string) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${what} hung`)), 10_000),
        ),
      ])
    const namespaces = (extra: string) => ({
      eip155: {
        ...session.namespaces.eip155,
        chains,
        methods: [...methods, extra],
        events,
        accounts: chains.map((chain) => `${chain}:${account.address}`),
      },
    })
    let updates = 0
    let extends_ = 0
    for (let i = 0; i < 50; i++) {
      const { acknowledged } = await wallet.updateSession({
        topic: session.topic,
        namespaces: namespaces(`wallet_method${i}`),
      })
      await within(acknowledged(), `update ${i}`)
      updates++
    }
    for (let i = 0; i < 50; i++) {
      const { acknowledged } = await wallet.extendSession({
        topic: session.topic,
      })
      await within(acknowledged(), `extend ${i}`)
      extends_++
    }
    expect([updates, extends_]).toEqual([50, 50])
  }, 240_000)

  it('pings both ways', async () => {
    await dapp.ping({ topic: session.topic })
    await wallet.engine.signClient.ping({ topic: session.topic })
  }, 60_000)

  it('keeps the session across a relay restart (same port)', async () => {
    const port = relay.port
    await relay.close()
    relay = await startRelay({ port })
    // Both SDKs reconnect (new JWT) and batch-resubscribe their topics.
    await dapp.ping({ topic: session.topic })
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x01', account.address] },
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  }, 90_000)

  it('disconnects from the wallet side', async () => {
    const deleted = nextEvent<{ topic: string }>(dapp, 'session_delete')
    await wallet.disconnectSession({
      topic: session.topic,
      reason: getSdkError('USER_DISCONNECTED'),
    })
    expect((await deleted).topic).toBe(session.topic)
  }, 60_000)

  it('disconnects from the dapp side', async () => {
    session = await connect(true)
    const deleted = nextEvent<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({
      topic: session.topic,
      reason: getSdkError('USER_DISCONNECTED'),
    })
    expect((await deleted).topic).toBe(session.topic)
  }, 90_000)

  it('rejects a proposal', async () => {
    await expect(connect(false)).rejects.toMatchObject({ code: 5000 })
  }, 60_000)

  it('one-click auth: authenticate ↔ approveSessionAuthenticate', async () => {
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:1'],
      domain: 'localhost:3000',
      uri: 'http://localhost:3000/login',
      nonce: 'relay-interop-nonce',
      statement: 'Sign in through the Latch relay',
      methods: ['personal_sign'],
    })
    // The SDK's response() is a createDelayedPromise: an answer that lands
    // before it was called is dropped, so it is asked for first.
    const authenticated = response()
    authenticated.catch(() => {})
    const walletSession = await approveWithOfficialWallet(wallet, {
      uri,
      account,
    })
    const { session: authed, auths } = await authenticated
    expect(auths).toHaveLength(1)
    expect(authed.topic).toBe(walletSession?.topic)
    expect(dapp.session.keys).toContain(authed.topic)
    expect(authed.namespaces.eip155?.accounts).toContain(
      `eip155:1:${account.address}`,
    )
    const hello = '0x6f6e652d636c69636b' as const // "one-click"
    const signature = await dapp.request<Hex>({
      topic: authed.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [hello, account.address] },
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: hello },
        signature,
      }),
    ).toBe(true)
  }, 60_000)
})
