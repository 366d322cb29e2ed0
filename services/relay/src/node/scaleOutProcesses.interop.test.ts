import {
  blockOutboundFetch,
  connectOfficialPair,
  initDapp,
  initWallet,
  nextEvent,
} from '@latch/test/official'
import type { SessionTypes } from '@walletconnect/types'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTextFrames } from '../../test/readTextFrames.js'
import {
  ensureRelayBuilt,
  type RelayProcess,
  spawnRelayProcess,
} from '../../test/spawnRelayProcess.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import { startTcpProxy } from '../../test/startTcpProxy.js'

// Two real `latch-relay` processes (bin/latch-relay.mjs on dist/) sharing a
// real redis-server. The official dapp reaches node A through proxy A, the
// official wallet reaches node B through proxy B (both JWT audiences are
// the proxies' URLs). Node A is killed with SIGKILL; while it is dead the
// wallet answers a pending request and emits events; then proxy A leads to
// node B, the dapp reconnects there and must get each of those messages
// exactly once. Proxy A also reads every frame the relay pushes to the
// dapp, so a duplicate on the wire fails the test even when the SDK's own
// dedupe would hide it.

const account = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)
const chains = ['eip155:1']
const methods = ['personal_sign']
const events = ['chainChanged', 'accountsChanged']

type Dapp = Awaited<ReturnType<typeof initDapp>>
type Wallet = Awaited<ReturnType<typeof initWallet>>
type Held = { topic: string; id: number; message: Hex }

let redis: Awaited<ReturnType<typeof startRedisServer>>
let proxyA: Awaited<ReturnType<typeof startTcpProxy>>
let proxyB: Awaited<ReturnType<typeof startTcpProxy>>
let nodeA: RelayProcess
let nodeB: RelayProcess
let dapp: Dapp
let wallet: Wallet
let session: SessionTypes.Struct
let restoreFetch: () => void
/** Envelope → times the relay pushed it to the dapp (all its sockets). */
const pushedToDapp = new Map<string, number>()
/** With `hold`, session requests wait here instead of being answered. */
const requests = { hold: false, held: [] as Held[] }

function countPush(text: string): void {
  const frame = JSON.parse(text) as {
    method?: string
    params?: { data?: { message?: string } }
  }
  const message = frame.params?.data?.message
  if (frame.method !== 'irn_subscription' || message === undefined) return
  pushedToDapp.set(message, (pushedToDapp.get(message) ?? 0) + 1)
}

async function sign(message: Hex): Promise<Hex> {
  return account.signMessage({ message: { raw: message } })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`)
    await sleep(20)
  }
}

beforeAll(async () => {
  ensureRelayBuilt()
  restoreFetch = blockOutboundFetch()
  redis = await startRedisServer()
  // Proxies first: their URLs are the audiences both nodes accept.
  proxyA = await startTcpProxy(1, () => readTextFrames(countPush))
  proxyB = await startTcpProxy(1)
  const env = {
    REDIS_URL: redis.url,
    LATCH_RELAY_AUDIENCES: `${proxyA.url},${proxyB.url}`,
  }
  ;[nodeA, nodeB] = await Promise.all([
    spawnRelayProcess(env),
    spawnRelayProcess(env),
  ])
  proxyA.retarget(nodeA.port)
  proxyB.retarget(nodeB.port)
  dapp = await initDapp(proxyA.url, 'proc-dapp')
  wallet = await initWallet(proxyB.url, 'proc-wallet')
  wallet.on('session_request', async ({ topic, id, params }) => {
    const [message] = params.request.params as [Hex]
    if (requests.hold) {
      requests.held.push({ topic, id, message })
      return
    }
    await wallet.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', result: await sign(message) },
    })
  })
}, 300_000)

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => {})
  await wallet?.core.relayer.transportClose().catch(() => {})
  await proxyA?.close()
  await proxyB?.close()
  await nodeA?.kill('SIGKILL')
  await nodeB?.kill('SIGTERM')
  await redis?.stop()
  restoreFetch?.()
}, 30_000)

describe('two latch-relay processes on one redis-server', () => {
  it('runs a session with the dapp on node A and the wallet on node B', async () => {
    expect(nodeA.port).not.toBe(nodeB.port)
    session = await connectOfficialPair(dapp, wallet, {
      address: account.address,
      chains,
      methods,
      events,
    })

    const message = '0x70726f63657373' as const
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

    const event = nextEvent<{ params: { event: { name: string } } }>(
      dapp,
      'session_event',
    )
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: 1 },
      chainId: 'eip155:1',
    })
    expect((await event).params.event.name).toBe('chainChanged')
  }, 120_000)

  it('SIGKILL on node A: the dapp moves to node B and gets every message once', async () => {
    // A request reaches the wallet through A → Redis → B and is held.
    requests.hold = true
    const pending = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x0a', account.address] },
    })
    await until(() => requests.held.length === 1, 30_000, 'held request')
    const seenBefore = new Set(pushedToDapp.keys())
    // Let the dapp's acks of earlier pushes reach node A before it dies.
    await sleep(500)

    await nodeA.kill('SIGKILL')
    expect(nodeA.child.signalCode).toBe('SIGKILL')
    // Proxy A still leads to the dead port: every reconnect is refused.
    const received: unknown[] = []
    dapp.on('session_event', ({ params }) => received.push(params.event.data))

    const [held] = requests.held
    if (!held) throw new Error('no held request')
    await wallet.respondSessionRequest({
      topic: held.topic,
      response: {
        id: held.id,
        jsonrpc: '2.0',
        result: await sign(held.message),
      },
    })
    const sent = [1, 2, 3].map((n) => [account.address, `while-dead-${n}`])
    for (const data of sent)
      await wallet.emitSessionEvent({
        topic: session.topic,
        event: { name: 'accountsChanged', data },
        chainId: 'eip155:1',
      })
    await sleep(500)
    expect(received).toEqual([])

    proxyA.retarget(nodeB.port)
    const signature = await pending
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: '0x0a' },
        signature,
      }),
    ).toBe(true)
    await until(() => received.length >= 3, 30_000, 'three events')
    // Time for any duplicate push to show up.
    await sleep(1_500)
    expect(received).toEqual(sent)
    const fresh = [...pushedToDapp].filter(([m]) => !seenBefore.has(m))
    // The response and the three events, each pushed once.
    expect(fresh.length).toBeGreaterThanOrEqual(4)
    for (const [, count] of pushedToDapp) expect(count).toBe(1)

    requests.hold = false
    const after = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x0b', account.address] },
    })
    expect(after).toMatch(/^0x[0-9a-f]{130}$/)

    const deleted = nextEvent<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(session.topic)
  }, 180_000)
})
