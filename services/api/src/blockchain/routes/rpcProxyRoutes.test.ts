import {
  devAccounts,
  type StartAnvilReturnType,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_PROJECT_ID,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetWallet } from '../../../test/blockchain/devnetWallet.js'
import { updateProject } from '../../projects/updateProject.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
}, 60_000)
afterAll(() => anvil?.stop())

const rateLimit = { ratePerSecond: 1, burst: 5 }
const unlimited = { ratePerSecond: 1000, burst: 2000 }
const setup = () =>
  createBlockchainTestApi({
    chains: [testChain(31337, anvil.url)],
    overrides: {
      rateLimit: unlimited,
      ipRateLimit: unlimited,
      originRateLimit: unlimited,
      rpcMaxBatch: 1000,
    },
  })

const rpc = (
  api: Awaited<ReturnType<typeof setup>>,
  body: unknown,
  query = `chainId=eip155:31337&projectId=${TEST_PROJECT_ID}`,
) =>
  api.request(`/v1/?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /v1/ (RPC proxy)', () => {
  it('forwards single calls and batches to the upstream', async () => {
    const api = await setup()
    const single = await rpc(api, {
      jsonrpc: '2.0',
      id: 'a',
      method: 'eth_chainId',
    })
    expect(await single.json()).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      result: '0x7a69',
    })
    // Duplicate ids and a mix of allowed, refused and malformed calls.
    const batch = await rpc(api, [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 1, method: 'eth_accounts' },
      { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [{}] },
      { jsonrpc: '2.0', id: 3, method: 'anvil_setBalance', params: [] },
      { id: 4, method: 'eth_chainId' },
      'nonsense',
      {
        jsonrpc: '2.0',
        id: 5,
        method: 'eth_getBalance',
        params: [devAccounts[0]!.address, 'latest'],
      },
      { jsonrpc: '2.0', id: 6, method: 'eth_getBalance', params: ['0x1'] },
    ])
    expect(batch.status).toBe(200)
    const notAllowed = {
      code: -32601,
      message: 'Requested RPC call is not allowed',
    }
    const answers = await batch.json()
    expect(answers.slice(0, 6)).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 1, error: notAllowed },
      { jsonrpc: '2.0', id: 2, error: notAllowed },
      { jsonrpc: '2.0', id: 3, error: notAllowed },
      {
        jsonrpc: '2.0',
        id: 4,
        error: { code: -32600, message: 'Invalid request' },
      },
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid request' },
      },
    ])
    expect(answers[6]).toEqual({
      jsonrpc: '2.0',
      id: 5,
      result: expect.stringMatching(/^0x[0-9a-f]+$/),
    })
    // The node's own error comes back as is.
    expect(answers[7]).toMatchObject({
      id: 6,
      error: { code: expect.any(Number) },
    })
    await api.db.close()
  }, 60_000)

  it('works as a viem transport, including eth_sendRawTransaction', async () => {
    const api = await setup()
    const url = `http://localhost/v1/?chainId=eip155:31337&projectId=${TEST_PROJECT_ID}`
    const transport = http(url, {
      fetchFn: async (input, init) => api.app.request(input as string, init),
    })
    const client = createPublicClient({ transport })
    expect(await client.getChainId()).toBe(31337)
    const wallet = devnetWallet(anvil.url, devAccounts[3]!)
    const to = devAccounts[4]!.address
    const request = await wallet.prepareTransactionRequest({
      to,
      value: parseEther('0.25'),
    })
    const serialized = await wallet.signTransaction(request)
    const hash = await client.sendRawTransaction({
      serializedTransaction: serialized,
    })
    const receipt = await waitForReceipt(client, hash)
    expect(receipt.status).toBe('success')
    await api.db.close()
  }, 60_000)

  it('answers bad requests with 4xx', async () => {
    const api = await setup()
    const parse = await rpc(api, '{"jsonrpc":')
    expect(parse.status).toBe(400)
    expect(await parse.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
    const empty = await rpc(api, [])
    expect(empty.status).toBe(400)
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    const huge = await rpc(
      api,
      Array.from({ length: 1001 }, () => call),
    )
    expect(huge.status).toBe(400)
    expect((await huge.json()).error.code).toBe(-32600)
    const max = await rpc(
      api,
      Array.from({ length: 1000 }, () => call),
    )
    expect(max.status).toBe(200)
    expect(await max.json()).toHaveLength(1000)
    const cases: [string, number, string][] = [
      [`projectId=${TEST_PROJECT_ID}`, 400, 'INVALID_CHAIN_ID'],
      [`chainId=bad&projectId=${TEST_PROJECT_ID}`, 400, 'INVALID_CHAIN_ID'],
      [
        `chainId=eip155:5&projectId=${TEST_PROJECT_ID}`,
        400,
        'UNSUPPORTED_CHAIN',
      ],
      ['chainId=eip155:31337', 400, 'MISSING_PROJECT_ID'],
      ['chainId=eip155:31337&projectId=nope', 403, 'INVALID_PROJECT_ID'],
    ]
    for (const [query, status, code] of cases) {
      const res = await rpc(api, call, query)
      expect([query, res.status, (await res.json()).code]).toEqual([
        query,
        status,
        code,
      ])
    }
    const big = await rpc(api, { ...call, params: ['x'.repeat(1_100_000)] })
    expect(big.status).toBe(413)
    await api.db.close()
  }, 60_000)

  it('rate-limits per project with 429 and Retry-After', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, anvil.url)],
      overrides: {
        rateLimit,
        ipRateLimit: unlimited,
        originRateLimit: unlimited,
        rpcMaxBatch: 1000,
      },
    })
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    for (let i = 0; i < 5; i++) expect((await rpc(api, call)).status).toBe(200)
    const limited = await rpc(api, call)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Rate limit'),
    })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await rpc(api, call)).status).toBe(200)
    // A batch counts each call; one larger than the burst is refused.
    await new Promise((resolve) => setTimeout(resolve, 5_100))
    const tooBig = await rpc(api, [call, call, call, call, call, call, call])
    expect(tooBig.status).toBe(400)
    expect(await tooBig.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'A batch holds 1 to 5 calls' },
    })
    const batch = await rpc(api, [call, call, call, call])
    expect(batch.status).toBe(200)
    expect(await batch.json()).toHaveLength(4)
    // The refused batch cost one token, the batch four: the bucket is empty.
    const next = await rpc(api, call)
    expect(next.status).toBe(429)
    await api.db.close()
  }, 60_000)

  it('caps batches at rpcMaxBatch, each call charged', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, anvil.url)],
      overrides: {
        rateLimit: { ratePerSecond: 0.001, burst: 30 },
        ipRateLimit: unlimited,
        originRateLimit: unlimited,
        rpcMaxBatch: 10,
      },
    })
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    const batch = (n: number) =>
      rpc(
        api,
        Array.from({ length: n }, () => call),
      )
    expect((await batch(11)).status).toBe(400)
    // 1 (refused batch) + 10 + 10 + 9 = 30 tokens, then nothing is left:
    // before, a batch cost at most the burst, whatever its size.
    expect((await batch(10)).status).toBe(200)
    expect((await batch(10)).status).toBe(200)
    expect((await batch(9)).status).toBe(200)
    expect((await batch(1)).status).toBe(429)
    await api.db.close()
  }, 60_000)

  it('limits per client IP and per Origin before the project', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, anvil.url)],
      overrides: {
        rateLimit: { ratePerSecond: 0.001, burst: 12 },
        ipRateLimit: { ratePerSecond: 0.001, burst: 3 },
        originRateLimit: { ratePerSecond: 0.001, burst: 5 },
      },
    })
    await updateProject(api.db, {
      id: TEST_PROJECT_ID,
      allowedOrigins: ['https://app.example', 'https://b.example'],
    })
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    const from = async (ip: string, origin?: string) => {
      const res = await api.app.request(
        `http://localhost/v1/?chainId=eip155:31337&projectId=${TEST_PROJECT_ID}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(origin ? { origin } : {}),
          },
          body: JSON.stringify(call),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      )
      const body = await res.json()
      return res.status === 429 ? `429 ${body.message}` : String(res.status)
    }
    const a = 'https://app.example'
    for (let i = 0; i < 3; i++) expect(await from('10.0.0.1', a)).toBe('200')
    // 10.0.0.1 is over its limit; hammering on costs the project and the
    // origin nothing, and other IPs keep being served.
    for (let i = 0; i < 20; i++)
      expect(await from('10.0.0.1', a)).toMatch(/^429 .*per client IP/)
    expect(await from('10.0.0.2', a)).toBe('200')
    expect(await from('10.0.0.2', a)).toBe('200')
    expect(await from('10.0.0.2', a)).toMatch(/^429 .*per Origin/)
    // Callers without an Origin share one bucket, whatever their IP.
    for (const ip of ['10.0.0.3', '10.0.0.3', '10.0.0.4', '10.0.0.5'])
      expect(await from(ip)).toBe('200')
    expect(await from('10.0.0.6')).toBe('200')
    expect(await from('10.0.0.7')).toMatch(/^429 .*per Origin/)
    // 5 + 5 calls so far: the project has 2 left, for any origin.
    const b = 'https://b.example'
    expect(await from('10.0.0.8', b)).toBe('200')
    expect(await from('10.0.0.9', b)).toBe('200')
    expect(await from('10.0.0.10', b)).toMatch(/^429 .*per project/)
    await api.db.close()
  }, 60_000)
})
