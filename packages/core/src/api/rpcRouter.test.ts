import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { devnet, type Network } from '@latch/common'
import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import { type RpcForwarder, startRpcForwarder, startTestApi } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRpcRouter, findRpcNetwork, rpcProxyUrl } from './rpcRouter.js'

// Real peers: anvil, and the real Latch API whose RPC proxy serves it as
// eip155:31337 (and only that chain), its project bucket small enough to
// answer 429 with Retry-After. Each is reached through a logging
// forwarder, so a test sees which requests went where.
let anvil: StartAnvilReturnType
let api: Awaited<ReturnType<typeof startTestApi>>
let apiLog: RpcForwarder
let nodeLog: RpcForwarder

/** A loopback URL nothing listens on. */
async function deadUrl() {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((r) => server.close(() => r()))
  return `http://127.0.0.1:${port}`
}

const withUrls = (http: string[], id = 31337): Network => ({
  ...devnet,
  id,
  caipNetworkId: `eip155:${id}`,
  rpcUrls: { default: { http } },
})

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  const settings = getBlockchainSettings({
    env: {},
    chains: [
      {
        chainId: 31337,
        rpcUrls: [anvil.url],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [],
        spamTokens: [],
      },
    ],
    overrides: {
      // The project's bucket: 10 calls, then one a second.
      rateLimit: { ratePerSecond: 1, burst: 10 },
      ipRateLimit: { ratePerSecond: 1000, burst: 2000 },
      originRateLimit: { ratePerSecond: 1000, burst: 2000 },
    },
  })
  api = await startTestApi({
    extensions: [createBlockchainExtension({ settings, indexer: false })],
  })
  apiLog = await startRpcForwarder({ target: api.url })
  nodeLog = await startRpcForwarder({ target: anvil.url })
}, 120_000)
afterAll(async () => {
  await apiLog?.close()
  await nodeLog?.close()
  await api?.close()
  await anvil?.stop()
})

const router = (probe = false) =>
  createRpcRouter({ apiUrl: apiLog.url, projectId: api.projectId, probe })

describe('createRpcRouter', () => {
  it('reads a chain the API serves through its RPC proxy, asking supported-chains once', async () => {
    const start = apiLog.seen.length
    const rpc = router()
    // The network's own URL answers nothing: only the proxy can.
    const network = withUrls([await deadUrl()])
    expect(await rpc.serves('eip155:31337')).toBe(true)
    expect((await rpc.urls(network))[0]).toBe(
      `${apiLog.url}/v1/?chainId=eip155%3A31337&projectId=${api.projectId}`,
    )
    expect(await rpc.request(network, 'eth_chainId')).toBe('0x7a69')
    const balance = await rpc.request<string>(network, 'eth_getBalance', [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'latest',
    ])
    expect(BigInt(balance)).toBeGreaterThan(0n)
    const seen = apiLog.seen.slice(start)
    expect(seen.map((s) => s.path.split('?')[0])).toEqual([
      '/v1/supported-chains',
      '/v1/',
      '/v1/',
    ])
    expect(seen.slice(1).map((s) => s.methods)).toEqual([
      ['eth_chainId'],
      ['eth_getBalance'],
    ])
  })

  it("sends the config's clientId to the API when set (SPEC §7)", async () => {
    const start = apiLog.seen.length
    const rpc = createRpcRouter({
      apiUrl: apiLog.url,
      projectId: api.projectId,
      clientId: 'install-7',
    })
    expect(await rpc.serves('eip155:31337')).toBe(true)
    const [listed] = apiLog.seen.slice(start)
    const query = new URLSearchParams(listed!.path.split('?')[1])
    expect(listed!.path.split('?')[0]).toBe('/v1/supported-chains')
    expect(query.get('clientId')).toBe('install-7')
    expect(query.get('projectId')).toBe(api.projectId)
  })

  it("reads a chain the API does not serve from the network's own URLs", async () => {
    const rpc = router()
    const before = { api: apiLog.seen.length, node: nodeLog.seen.length }
    // anvil answers eth_chainId with its own id, whatever the network says.
    const network = withUrls([nodeLog.url], 31338)
    expect(await rpc.serves('eip155:31338')).toBe(false)
    expect(await rpc.urls(network)).toEqual([nodeLog.url])
    expect(await rpc.request(network, 'eth_chainId')).toBe('0x7a69')
    expect(
      apiLog.seen.slice(before.api).map((s) => s.path.split('?')[0]),
    ).toEqual(['/v1/supported-chains'])
    expect(nodeLog.seen.slice(before.node).map((s) => s.methods)).toEqual([
      ['eth_chainId'],
    ])
  })

  it('sends concurrent reads through the proxy as one batch', async () => {
    const rpc = router()
    const network = withUrls([])
    await rpc.urls(network)
    const start = apiLog.seen.length
    const blocks = await Promise.all(
      [0, 1, 2].map(() => rpc.request(network, 'eth_blockNumber')),
    )
    expect(new Set(blocks).size).toBe(1)
    expect(apiLog.seen.slice(start).map((s) => s.methods)).toEqual([
      ['eth_blockNumber', 'eth_blockNumber', 'eth_blockNumber'],
    ])
  })

  it("retries the proxy's 429 after its Retry-After", async () => {
    const rpc = router()
    const network = withUrls([])
    await rpc.urls(network)
    // Empties the project's bucket (refilled one call a second).
    const proxy = rpcProxyUrl(
      { baseUrl: api.url, projectId: api.projectId } as never,
      'eip155:31337',
    )
    let refused: Response | undefined
    for (let i = 0; i < 30 && !refused; i++) {
      const answer = await fetch(proxy, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
      if (answer.status === 429) refused = answer
    }
    expect(refused?.headers.get('retry-after')).toBe('1')
    // Without retries the refusal is the error, with the SPEC's text.
    await expect(
      rpc.request(network, 'eth_chainId', [], { retryCount: 0 }),
    ).rejects.toThrow('HTTP status code: 429')
    // With them, the read waits as told and gets through.
    const start = apiLog.seen.length
    expect(await rpc.request(network, 'eth_chainId')).toBe('0x7a69')
    const statuses = apiLog.seen.slice(start).map((s) => s.status)
    expect(statuses.at(-1)).toBe(200)
    expect(statuses.slice(0, -1)).toEqual(statuses.slice(0, -1).map(() => 429))
  }, 30_000)

  it('probes each URL with a test call and leaves out the dead ones', async () => {
    const rpc = createRpcRouter({
      apiUrl: undefined,
      projectId: undefined,
      probe: true,
    })
    const dead = await deadUrl()
    const start = nodeLog.seen.length
    const network = withUrls([dead, nodeLog.url], 31338)
    expect(await rpc.urls(network)).toEqual([nodeLog.url])
    expect(await rpc.urls(network)).toEqual([nodeLog.url])
    expect(await rpc.request(network, 'eth_chainId')).toBe('0x7a69')
    // One probe, then the read.
    expect(nodeLog.seen.slice(start).map((s) => s.methods)).toEqual([
      ['test'],
      ['eth_chainId'],
    ])
  })

  it('without an API serves nothing and reads the own URLs; SPEC §8 texts', async () => {
    const rpc = createRpcRouter({ apiUrl: undefined, projectId: undefined })
    expect(await rpc.serves('eip155:31337')).toBe(false)
    await expect(rpc.urls(withUrls([]))).rejects.toThrow(
      'No RPC url provided for chainId: eip155:31337',
    )
    await expect(rpc.urls(withUrls(['ws://127.0.0.1:1']))).rejects.toThrow(
      'Provided URL is not compatible with HTTP connection: ws://127.0.0.1:1',
    )
    expect(() => findRpcNetwork([withUrls([])], 5)).toThrow(
      'JSON-RPC provider for eip155:5 not found',
    )
    expect(findRpcNetwork([withUrls([])], 31337).id).toBe(31337)
  })
})
