import { devnet, FALLBACK_POLLING_MS, type Network } from '@latch/common'
import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import { type RpcForwarder, startRpcForwarder } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { destroyConfig } from '../actions/destroyConfig.js'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { rankRpcUrls } from './rankRpcUrls.js'
import { createRpcRouter, getRpcRouter } from './rpcRouter.js'
import { scoreRpcSamples } from './scoreRpcSamples.js'

// Real peers: one anvil reached through two forwarders on loopback, one
// answering at once, one holding each answer back; each logs the JSON-RPC
// methods it passed on, so a test counts the pings.
let anvil: StartAnvilReturnType
const forwarders: RpcForwarder[] = []

async function forwarder(delayMs: number) {
  const started = await startRpcForwarder({ target: () => anvil.url, delayMs })
  forwarders.push(started)
  return started
}

/** The JSON-RPC methods a forwarder passed on, one a call. */
const methodsOf = (f: RpcForwarder) => f.seen.flatMap((r) => r.methods)
const pings = (f: RpcForwarder) =>
  methodsOf(f).filter((m) => m === 'eth_blockNumber').length
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A document whose visibility the test sets (the browser's stand-in). */
class PageVisibility extends EventTarget {
  hidden = false
  set(hidden: boolean) {
    this.hidden = hidden
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

const withUrls = (http: string[]): Network => ({
  ...devnet,
  rpcUrls: { default: { http } },
})

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
}, 120_000)
afterAll(async () => {
  await Promise.all(forwarders.map((f) => f.close()))
  await anvil?.stop()
})

describe('scoreRpcSamples', () => {
  it('puts the stable, fast URL first and a URL that never answered last', () => {
    const order = scoreRpcSamples([
      [
        { latency: 300, success: 1 },
        { latency: 20, success: 1 },
        { latency: 5, success: 0 },
      ],
      [
        { latency: 280, success: 1 },
        { latency: 30, success: 1 },
        { latency: 5, success: 0 },
      ],
    ])
    expect(order).toEqual([1, 0, 2])
  })

  it('prefers a slower URL that answers over a fast one that fails most pings', () => {
    const order = scoreRpcSamples([
      [
        { latency: 10, success: 1 },
        { latency: 200, success: 1 },
      ],
      [
        { latency: 10, success: 0 },
        { latency: 200, success: 1 },
      ],
      [
        { latency: 10, success: 0 },
        { latency: 200, success: 1 },
      ],
    ])
    expect(order).toEqual([1, 0])
  })
})

describe('rankRpcUrls', () => {
  it('puts the faster URL first within 10 samples and pings nothing after stop', async () => {
    const slow = await forwarder(150)
    const fast = await forwarder(0)
    const orders: (readonly string[])[] = []
    let first: () => void = () => {}
    const fastFirst = new Promise<void>((r) => {
      first = r
    })
    const stop = rankRpcUrls({
      urls: [slow.url, fast.url],
      interval: 20,
      document: new PageVisibility(),
      onRanked: (order) => {
        orders.push(order)
        if (order[0] === fast.url) first()
      },
    })
    await fastFirst
    expect(orders.length).toBeLessThanOrEqual(10)
    expect(orders.at(-1)).toEqual([fast.url, slow.url])
    stop()
    // A ping already on its way still lands; then nothing.
    await sleep(400)
    const counts = [pings(slow), pings(fast)]
    await sleep(400)
    expect([pings(slow), pings(fast)]).toEqual(counts)
  })

  it('pings nothing while the page is hidden and starts again when it shows', async () => {
    const a = await forwarder(0)
    const b = await forwarder(0)
    const page = new PageVisibility()
    page.hidden = true
    let ranked = 0
    const stop = rankRpcUrls({
      urls: [a.url, b.url],
      interval: 20,
      document: page,
      onRanked: () => {
        ranked++
      },
    })
    await sleep(300)
    expect(pings(a) + pings(b)).toBe(0)
    page.set(false)
    await expect.poll(() => ranked, { timeout: 5_000 }).toBeGreaterThan(2)
    page.set(true)
    // The sample under way finishes; none is started while hidden.
    await sleep(200)
    const counts = [pings(a), pings(b)]
    await sleep(300)
    expect([pings(a), pings(b)]).toEqual(counts)
    stop()
  })
})

describe('createRpcRouter ranking', () => {
  it('reads in ranked order: the faster of two URLs first', async () => {
    const slow = await forwarder(150)
    const fast = await forwarder(0)
    const network = withUrls([slow.url, fast.url])
    const rpc = createRpcRouter({
      apiUrl: undefined,
      projectId: undefined,
      rank: true,
      rankOptions: { interval: 20 },
    })
    expect(await rpc.urls(network)).toEqual([slow.url, fast.url])
    await expect
      .poll(() => rpc.urls(network), { timeout: 10_000 })
      .toEqual([fast.url, slow.url])
    const reads = methodsOf(fast).length
    expect(await rpc.request(network, 'eth_chainId')).toBe('0x7a69')
    expect(methodsOf(fast).slice(reads)).toContain('eth_chainId')
    expect(methodsOf(slow)).not.toContain('eth_chainId')
    rpc.stop()
  })

  it('pings nothing for a network with one URL', async () => {
    const only = await forwarder(0)
    const rpc = createRpcRouter({
      apiUrl: undefined,
      projectId: undefined,
      rank: true,
      rankOptions: { interval: 20 },
    })
    expect(await rpc.request(withUrls([only.url]), 'eth_chainId')).toBe(
      '0x7a69',
    )
    await sleep(300)
    expect(methodsOf(only)).toEqual(['eth_chainId'])
    rpc.stop()
  })

  it("ranks a config's network from its first read until destroyConfig", async () => {
    const a = await forwarder(0)
    const b = await forwarder(0)
    const network = withUrls([a.url, b.url])
    const config = createConfig({
      projectId: undefined,
      networks: [network],
      storage: memoryStorage(),
      multiInjectedProviderDiscovery: false,
    })
    expect(pings(a) + pings(b)).toBe(0)
    expect(await getRpcRouter(config).request(network, 'eth_chainId')).toBe(
      '0x7a69',
    )
    // The first sample comes at once.
    await expect.poll(() => pings(a) && pings(b)).toBeGreaterThan(0)
    destroyConfig(config)
    await sleep(200)
    const counts = [pings(a), pings(b)]
    // Past the next sample's time (4 s): none came.
    await sleep(FALLBACK_POLLING_MS + 500)
    expect([pings(a), pings(b)]).toEqual(counts)
  }, 20_000)

  it('pings nothing for a server-rendered config that has not mounted', async () => {
    const a = await forwarder(0)
    const b = await forwarder(0)
    const network = withUrls([a.url, b.url])
    const config = createConfig({
      projectId: undefined,
      networks: [network],
      storage: memoryStorage(),
      ssr: true,
    })
    expect(await getRpcRouter(config).request(network, 'eth_chainId')).toBe(
      '0x7a69',
    )
    await sleep(300)
    expect(pings(a) + pings(b)).toBe(0)
    destroyConfig(config)
  })
})
