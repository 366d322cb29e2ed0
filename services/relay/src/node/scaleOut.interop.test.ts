import { randomBytes } from 'node:crypto'
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
import { getFreePort } from '../../test/getFreePort.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import { startTcpProxy } from '../../test/startTcpProxy.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

// Official dapp and wallet on two relay nodes sharing a real redis-server.
// The dapp's relayUrl is a TCP proxy in front of node A (an SDK cannot
// change relayUrl): when node A dies the proxy cuts every connection and
// points at node B, so the dapp reconnects to B and must get what the
// wallet sent meanwhile from the Redis mailbox.

const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const chains = ['eip155:1']
const methods = ['personal_sign']
const events = ['chainChanged', 'accountsChanged']

let redis: Awaited<ReturnType<typeof startRedisServer>>
let proxy: Awaited<ReturnType<typeof startTcpProxy>>
let nodeA: StartRelayReturnType
let nodeB: StartRelayReturnType
let dapp: Awaited<ReturnType<typeof initDapp>>
let wallet: Awaited<ReturnType<typeof initWallet>>
let session: SessionTypes.Struct
let restoreFetch: () => void

beforeAll(async () => {
  restoreFetch = blockOutboundFetch()
  redis = await startRedisServer()
  const [portA, portB] = [await getFreePort(), await getFreePort()]
  proxy = await startTcpProxy(portA)
  const shared = {
    redisUrl: redis.url,
    redisPrefix: `i${randomBytes(4).toString('hex')}:`,
    audiences: [proxy.url, `ws://127.0.0.1:${portB}`],
  }
  nodeA = await startRelay({ ...shared, port: portA })
  nodeB = await startRelay({ ...shared, port: portB })
  dapp = await initDapp(proxy.url, 'scale-dapp')
  wallet = await initWallet(nodeB.url, 'scale-wallet')
  wallet.on('session_request', async ({ topic, id, params }) => {
    const [message] = params.request.params as [Hex]
    const result = await account.signMessage({ message: { raw: message } })
    await wallet.respondSessionRequest({
      topic,
      response: { id, jsonrpc: '2.0', result },
    })
  })
}, 60_000)

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => {})
  await wallet?.core.relayer.transportClose().catch(() => {})
  await proxy?.close()
  await nodeA?.close().catch(() => {})
  await nodeB?.close().catch(() => {})
  await redis?.stop()
  restoreFetch?.()
}, 30_000)

describe('official clients across two Redis-backed relay nodes', () => {
  it('runs a full session with the dapp on node A and the wallet on node B', async () => {
    session = await connectOfficialPair(dapp, wallet, {
      address: account.address,
      chains,
      methods,
      events,
    })
    expect(nodeA.stats().connections).toBe(1)
    expect(nodeB.stats().connections).toBe(1)

    const message = '0x7363616c65' as const
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
    await dapp.ping({ topic: session.topic })
    await wallet.engine.signClient.ping({ topic: session.topic })
  }, 60_000)

  // The relay answers a publish before it fans it out, so the official
  // SDK's delayed acknowledgement promise exists before the reply arrives.
  it('update → acknowledged and extend → acknowledged across nodes, 50 times each', async () => {
    const within = <T>(promise: Promise<T>, what: string) =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${what} hung`)), 10_000),
        ),
      ])
    let done = 0
    for (let i = 0; i < 50; i++) {
      const { acknowledged } = await wallet.updateSession({
        topic: session.topic,
        namespaces: {
          eip155: {
            ...session.namespaces.eip155,
            chains,
            methods: [...methods, `wallet_method${i}`],
            events,
            accounts: chains.map((chain) => `${chain}:${account.address}`),
          },
        },
      })
      await within(acknowledged(), `update ${i}`)
      const extended = await wallet.extendSession({ topic: session.topic })
      await within(extended.acknowledged(), `extend ${i}`)
      done++
    }
    expect(done).toBe(50)
  }, 240_000)

  it('node A dies: the dapp reconnects to node B and misses nothing', async () => {
    // While the event is published the proxy leads nowhere, so the dapp
    // has no relay connection at all; then it is let through to node B.
    proxy.retarget(await getFreePort())
    proxy.cut()
    await nodeA.close()
    await new Promise((r) => setTimeout(r, 300))
    expect(nodeB.stats().connections).toBe(1)
    const event = nextEvent<{
      params: { event: { name: string; data: unknown } }
    }>(dapp, 'session_event', 30_000)
    await wallet.emitSessionEvent({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [account.address] },
      chainId: 'eip155:1',
    })
    await new Promise((r) => setTimeout(r, 300))
    expect(nodeB.stats().connections).toBe(1)
    proxy.retarget(nodeB.port)
    expect((await event).params.event.name).toBe('accountsChanged')
    expect(nodeB.stats().connections).toBe(2)

    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x02', account.address] },
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    const deleted = nextEvent<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(session.topic)
  }, 60_000)
})
