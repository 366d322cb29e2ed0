import {
  devAccounts,
  type StartAnvilReturnType,
  startAnvil,
} from '@latch/devnet/node'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_PROJECT_ID,
  testChain,
} from '../testing/createBlockchainTestApi.js'
import { devnetWallet } from '../testing/devnetWallet.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
}, 60_000)
afterAll(() => anvil?.stop())

const rateLimit = { ratePerSecond: 1, burst: 5 }
const setup = () =>
  createBlockchainTestApi({
    chains: [testChain(31337, anvil.url)],
    overrides: { rateLimit: { ratePerSecond: 1000, burst: 2000 } },
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
    const receipt = await client.waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
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
      overrides: { rateLimit },
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
    // A batch counts each call, capped at the burst.
    await new Promise((resolve) => setTimeout(resolve, 5_100))
    const batch = await rpc(api, [call, call, call, call, call, call, call])
    expect(batch.status).toBe(200)
    const next = await rpc(api, call)
    expect(next.status).toBe(429)
    await api.db.close()
  }, 60_000)
})
