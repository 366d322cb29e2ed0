import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  type StartAnvilReturnType,
  startAnvil,
} from '@latch/devnet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { getAccountBalances } from './getAccountBalances.js'

const holder = devAccounts[0]!.address
let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
}, 60_000)
afterAll(() => anvil?.stop())

/**
 * A loopback JSON-RPC forwarder in front of anvil that counts the calls
 * and the most in flight at once; `delayMs` holds each one (a slow node).
 */
async function counter(delayMs = 0) {
  const seen = { calls: 0, inFlight: 0, maxInFlight: 0 }
  const server: Server = createServer(async (req, res) => {
    seen.calls++
    seen.inFlight++
    seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    try {
      const upstream = await fetch(anvil.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(await upstream.text())
    } catch {
      res.destroy()
    } finally {
      seen.inFlight--
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

// Twelve listed tokens (the demo token, not deployed here, and empty
// addresses past the precompiles).
const tokens = Array.from({ length: 12 }, (_, i) => ({
  address:
    i === 0
      ? DEMO_TOKEN_ADDRESS
      : (`0x${(0x10000 + i).toString(16).padStart(40, '0')}` as `0x${string}`),
  name: `Token ${i}`,
  symbol: `T${i}`,
  decimals: 18,
}))
const prices = { ETH: 3000 }

describe('getAccountBalances limits', () => {
  it('caps the node calls and how many run at once', async () => {
    const node = await counter(30)
    try {
      const chains = [
        testChain(31337, node.url, { tokens }),
        testChain(31337, node.url, { tokens }),
      ]
      const balances = await getAccountBalances(
        { prices },
        { address: holder, chains },
        { maxUpstreamCalls: 5, concurrency: 2, timeoutMs: 10_000 },
      )
      // Before: 2 × 13 calls, all at once.
      expect(node.seen.calls).toBe(5)
      expect(node.seen.maxInFlight).toBeLessThanOrEqual(2)
      expect(balances.map((b) => b.symbol)).toEqual(['ETH'])
    } finally {
      await node.close()
    }
  }, 60_000)

  it('gives up on a slow node after timeoutMs (502)', async () => {
    const node = await counter(5_000)
    try {
      const started = Date.now()
      const error = await getAccountBalances(
        { prices },
        { address: holder, chains: [testChain(31337, node.url)] },
        { maxUpstreamCalls: 10, concurrency: 4, timeoutMs: 300 },
      ).catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 502, code: 'UPSTREAM_ERROR' })
      expect(Date.now() - started).toBeLessThan(4_000)
    } finally {
      await node.close()
    }
  }, 60_000)

  it('rate-limits the balance route per client IP', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, anvil.url)],
      overrides: {
        balance: {
          ipRateLimit: { ratePerSecond: 0.001, burst: 2 },
          maxUpstreamCalls: 4,
          concurrency: 2,
          timeoutMs: 5_000,
        },
      },
    })
    const balance = (ip: string) =>
      api.app.request(
        `http://localhost/v1/account/${holder}/balance?projectId=bc-test&chainId=eip155:31337`,
        {},
        { incoming: { socket: { remoteAddress: ip } } },
      )
    expect((await balance('10.0.0.1')).status).toBe(200)
    expect((await balance('10.0.0.1')).status).toBe(200)
    const limited = await balance('10.0.0.1')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/per client IP/),
    })
    expect((await balance('10.0.0.2')).status).toBe(200)
    await api.db.close()
  }, 60_000)
})
