// POST /v1/bundler against a real bundler: Alto beside a fresh anvil with
// the EntryPoint v0.7, the Delegation Framework and the verifying
// paymaster, driven by viem's bundler and ERC-7677 paymaster clients
// through latch-api.

import {
  smartAccountContracts,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import {
  DEV_PAYMASTER_SIGNER_KEY,
  devAccounts,
  getFreePort,
  type StartAnvilReturnType,
  type StartBundlerReturnType,
  seedPaymaster,
  seedSmartAccounts,
  startAnvil,
  startBundler,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_ORIGIN,
  TEST_PROJECT_ID,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { getBlockchainSettings } from '../settings/getBlockchainSettings.js'

const chain = defineChain({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const unlimited = { ratePerSecond: 1000, burst: 2000 }

let anvil: StartAnvilReturnType
let bundler: StartBundlerReturnType
let paymaster: `0x${string}`
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedSmartAccounts({ rpcUrl: anvil.url })
  paymaster = (
    await seedPaymaster({
      rpcUrl: anvil.url,
      signer: privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address,
    })
  ).address
  bundler = await startBundler({ rpcUrl: anvil.url })
}, 120_000)
afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

async function setup(overrides = {}) {
  const deadPort = await getFreePort()
  const api = await createBlockchainTestApi({
    adminToken: 'admin',
    chains: [
      testChain(31337, anvil.url, {
        bundlerUrl: bundler.url,
        paymasterAddress: paymaster,
      }),
      testChain(31338, anvil.url),
      testChain(31339, anvil.url, {
        bundlerUrl: `http://127.0.0.1:${deadPort}`,
      }),
    ],
    overrides: {
      rateLimit: unlimited,
      ipRateLimit: unlimited,
      originRateLimit: unlimited,
      paymaster: {
        ...getBlockchainSettings({ env: {} }).paymaster,
        signerKey: DEV_PAYMASTER_SIGNER_KEY,
      },
      ...overrides,
    },
  })
  const post = (
    body: unknown,
    query = `projectId=${TEST_PROJECT_ID}&chainId=eip155:31337&bundler=pimlico`,
    headers: Record<string, string> = {},
  ) =>
    api.request(`/v1/bundler?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  return { api, post }
}

describe('POST /v1/bundler', () => {
  it("forwards the ERC-4337 methods to the chain's bundler and refuses the rest", async () => {
    const { post, api } = await setup()
    const answers = await (
      await post([
        { jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' },
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'eth_getUserOperationReceipt',
          params: [`0x${'ab'.repeat(32)}`],
        },
        { jsonrpc: '2.0', id: 3, method: 'eth_sendTransaction', params: [{}] },
        { jsonrpc: '2.0', id: 4, method: 'debug_bundler_clearState' },
        { jsonrpc: '2.0', id: 5, method: 'eth_getBalance', params: [] },
        { id: 6, method: 'eth_chainId' },
      ])
    ).json()
    const notAllowed = {
      code: -32601,
      message: 'Requested RPC call is not allowed',
    }
    expect(answers).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        result: [smartAccountContracts.EntryPoint],
      },
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, result: null },
      { jsonrpc: '2.0', id: 3, error: notAllowed },
      { jsonrpc: '2.0', id: 4, error: notAllowed },
      { jsonrpc: '2.0', id: 5, error: notAllowed },
      {
        jsonrpc: '2.0',
        id: 6,
        error: { code: -32600, message: 'Invalid request' },
      },
    ])
    await api.db.close()
  })

  it('sends a sponsored user operation: viem bundler client, ERC-7677 paymaster, Alto', async () => {
    const { api } = await setup()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const put = await api.request(
      `/admin/projects/${TEST_PROJECT_ID}/paymaster-policy`,
      {
        method: 'PUT',
        headers: { authorization: 'Bearer admin' },
        body: JSON.stringify({
          chains: ['eip155:31337'],
          allowedTargets: [smartAccountContracts.SimpleFactory, recipient],
          senderDailyCapWei: parseEther('1').toString(),
          totalBudgetWei: parseEther('1').toString(),
        }),
      },
    )
    expect(put.status).toBe(200)
    const fetchFn = async (input: string | URL | Request, init?: RequestInit) =>
      api.app.request(input as string, init)
    const client = createPublicClient({ chain, transport: http(anvil.url) })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toHybridDeleGatorAccount({ client, owner })
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccounts[6]!.privateKey),
      chain,
      transport: http(anvil.url),
    })
    await waitForReceipt(
      client,
      await funder.sendTransaction({
        to: account.address,
        value: parseEther('1'),
      }),
    )
    const query = `projectId=${TEST_PROJECT_ID}&chainId=eip155:31337`
    const bundlerClient = createBundlerClient({
      client,
      account,
      transport: http(`http://localhost/v1/bundler?${query}&bundler=pimlico`, {
        fetchFn,
      }),
      paymaster: createPaymasterClient({
        transport: http(`http://localhost/v1/paymaster?${query}`, { fetchFn }),
      }),
      pollingInterval: 100,
    })
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: recipient, value: parseEther('0.1') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({
      hash,
      timeout: 30_000,
    })
    expect(receipt).toMatchObject({
      success: true,
      sender: account.address,
      paymaster,
    })
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.1'),
    )
    expect(await client.getBalance({ address: account.address })).toBe(
      parseEther('0.9'),
    )
    expect(await bundlerClient.getUserOperation({ hash })).toMatchObject({
      userOperation: { sender: account.address },
    })
    await api.db.close()
  }, 90_000)

  it("answers with the RPC proxy's 4xx JSON, 502 when the bundler is down, and rate-limits", async () => {
    const { post, api } = await setup({
      ipRateLimit: { ratePerSecond: 0.001, burst: 4 },
    })
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }
    const none = await post(
      call,
      `projectId=${TEST_PROJECT_ID}&chainId=eip155:31338`,
    )
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({
      code: 'BUNDLER_NOT_CONFIGURED',
      message:
        'No bundler is configured for eip155:31338 on this server (LATCH_API_BUNDLER_31338 or LATCH_API_BUNDLER_URLS).',
    })
    const down = await post(
      call,
      `projectId=${TEST_PROJECT_ID}&chainId=eip155:31339`,
    )
    expect(down.status).toBe(502)
    expect(await down.json()).toEqual({
      code: 'UPSTREAM_ERROR',
      message: 'The bundler did not answer.',
    })
    expect((await post(call, 'chainId=eip155:31337')).status).toBe(400)
    expect(
      await (await post(call, 'projectId=nope&chainId=eip155:31337')).json(),
    ).toEqual({
      code: 'INVALID_PROJECT_ID',
      message: 'Invalid Project ID - update configuration',
    })
    const foreign = await post(call, undefined, {
      origin: 'https://evil.example',
    })
    expect(await foreign.json()).toEqual({
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'origin not allowed',
    })
    expect((await post(call, undefined, { origin: TEST_ORIGIN })).status).toBe(
      200,
    )
    const parse = await post('{oops')
    expect(parse.status).toBe(400)
    expect(await parse.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
    // Every request so far took a token per client IP: the burst is spent.
    const limited = await post(call)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Rate limit of 0.001 requests per second per client IP exceeded',
    })
    await api.db.close()
  })
})
