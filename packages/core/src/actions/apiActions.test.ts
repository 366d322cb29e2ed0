// TODO: import from '@latch/api' once its entry exports the blockchain
// extension (services/api is being written alongside).

import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { devnet, type Network } from '@latch/common'
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  startDevnet,
} from '@latch/devnet/node'
import {
  createWalletFixture,
  startRecordingProxy,
  startTestApi,
} from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TransactionsAccountMissingError } from '../api/errors.js'
import { createConfig } from '../createConfig.js'
import { dataKey } from '../data/dataKey.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { LatchEvent } from '../types/events.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getAccountNameSuggestions } from './getAccountNameSuggestions.js'
import { getProfile } from './getProfile.js'
import { getProfileState } from './getProfileState.js'
import { getTokenBalances } from './getTokenBalances.js'
import { getTokenBalancesState } from './getTokenBalancesState.js'
import { getTransactions } from './getTransactions.js'
import { getTransactionsState } from './getTransactionsState.js'
import { registerAccountName } from './registerAccountName.js'
import { resolveAccountName } from './resolveAccountName.js'
import { watchEvents } from './watchEvents.js'

// Real peers: two seeded anvils, the real Latch API with its blockchain
// extension (indexer on), and the Latch Dev Wallet signing with account 0.
let devnetRun: Awaited<ReturnType<typeof startDevnet>>
let api: Awaited<ReturnType<typeof startTestApi>>
let network: Network
let rpcUrl: string
const ACCOUNT = devAccounts[0]?.address as string
const OTHER = devAccounts[1]?.address as string

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: unknown }
  return body.result
}

beforeAll(async () => {
  devnetRun = await startDevnet({ ports: [0, 0], bundler: false })
  rpcUrl = devnetRun.chains[0]?.url ?? ''
  network = { ...devnet, rpcUrls: { default: { http: [rpcUrl] } } }
  const token = {
    address: DEMO_TOKEN_ADDRESS as `0x${string}`,
    name: 'Latch Demo Token',
    symbol: 'LDT',
    decimals: 18,
  }
  const settings = getBlockchainSettings({
    env: {},
    chains: [
      {
        chainId: 31337,
        rpcUrls: [rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        // The same contract listed with decimals 0: the toolkit drops it.
        tokens: [
          token,
          { ...token, name: 'Whole units', symbol: 'WHL', decimals: 0 },
        ],
        spamTokens: [],
      },
    ],
    overrides: {
      historyPageSize: 2,
      indexer: { pollIntervalMs: 100, reorgDepth: 2, maxBlocksPerPass: 200 },
    },
  })
  api = await startTestApi({
    extensions: [
      createBlockchainExtension({ settings, onIndexerError: () => {} }),
    ],
  })
  // Two transfers from account 0: 1 ETH and 5 LDT to account 1.
  await rpc('eth_sendTransaction', [
    { from: ACCOUNT, to: OTHER, value: '0xde0b6b3a7640000' },
  ])
  const data = `0xa9059cbb${OTHER.slice(2).toLowerCase().padStart(64, '0')}${(5n * 10n ** 18n).toString(16).padStart(64, '0')}`
  await rpc('eth_sendTransaction', [
    { from: ACCOUNT, to: DEMO_TOKEN_ADDRESS, data },
  ])
}, 120_000)
afterAll(async () => {
  await api?.close()
  await devnetRun?.stop()
})

async function connected(
  options: {
    apiUrl?: string | undefined
    networks?: [Network, ...Network[]]
  } = {},
) {
  const fixture = createWalletFixture({
    chains: [
      { chainId: 31337, rpcUrl },
      { chainId: 31338, rpcUrl: devnetRun.chains[1]?.url ?? '' },
    ],
  })
  const config = createConfig({
    projectId: api.projectId,
    networks: options.networks ?? [network],
    storage: memoryStorage(),
    connectors: [fixture.connector],
    multiInjectedProviderDiscovery: false,
    apiUrl: 'apiUrl' in options ? options.apiUrl : api.url,
  })
  await connect(config, { connector: 'dev.latch.wallet' })
  return { config, fixture }
}

describe('getTokenBalances', () => {
  it('loads native and token balances from the API, drops decimals 0, caches 30 s', async () => {
    const { config } = await connected()
    const balances = await getTokenBalances(config)
    expect(balances.map((b) => b.symbol).sort()).toEqual(['ETH', 'LDT'])
    const ldt = balances.find((b) => b.symbol === 'LDT')
    expect(ldt?.quantity).toEqual({ decimals: '18', numeric: '999995' })
    expect(ldt?.value).toBeCloseTo(999995 * 1.5)
    expect(getTokenBalancesState(config)).toMatchObject({
      loading: false,
      unavailable: false,
      apiConfigured: true,
    })
    // Served from the per-config cache: the very same list.
    const again = await getTokenBalances(config)
    expect(again).toBe(balances)
  })

  it("asks for the balances in SPEC's fiat currency, usd (SPEC §9)", async () => {
    // A recording proxy in front of the real API sees the request as sent.
    const proxy = await startRecordingProxy(api.url)
    try {
      const { config } = await connected({ apiUrl: proxy.url })
      const balances = await getTokenBalances(config)
      expect(balances.map((b) => b.symbol).sort()).toEqual(['ETH', 'LDT'])
      const calls = proxy.requests
        .map((r) => new URL(r.url, proxy.url))
        .filter((u) => u.pathname === `/v1/account/${ACCOUNT}/balance`)
      expect(calls).toHaveLength(1)
      expect(calls[0]?.searchParams.get('currency')).toBe('usd')
      expect(calls[0]?.searchParams.get('chainId')).toBe('eip155:31337')
    } finally {
      await proxy.close()
    }
  })

  it('falls back to the native balance over RPC without apiUrl', async () => {
    const { config } = await connected({ apiUrl: undefined })
    const balances = await getTokenBalances(config)
    expect(balances).toHaveLength(1)
    expect(balances[0]).toMatchObject({
      symbol: 'ETH',
      chainId: 'eip155:31337',
    })
  })

  it("shows 'Token Balance Unavailable' (empty list) after an error and blocks retries for 30 s", async () => {
    // An API on a closed port.
    const { config } = await connected({ apiUrl: 'http://127.0.0.1:9' })
    expect(await getTokenBalances(config)).toEqual([])
    const state = getTokenBalancesState(config)
    expect(state).toMatchObject({ unavailable: true, balances: [] })
    // The entry in the data layer keeps its failure time: no new load.
    const key = dataKey('tokenBalances', getAccount(config).caipAddress ?? '')
    const failedAt = config._internal.data.get(key)?.errorAt
    expect(failedAt).toBeTypeOf('number')
    await getTokenBalances(config)
    expect(config._internal.data.get(key)?.errorAt).toBe(failedAt)
  })
})

describe('getTransactions', () => {
  it('pages the history by cursor and groups it by year and month', async () => {
    const { config } = await connected()
    // Wait for the indexer to reach both sends (the devnet's seeded NFTs
    // and token deployment are in the history too, indexed earlier).
    await expect
      .poll(
        async () => {
          await getTransactions(config)
          while (getTransactionsState(config).hasMore)
            await getTransactions(config, { more: true })
          return getTransactionsState(config).transactions.filter(
            (t) => t.metadata.operationType === 'send',
          ).length
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBeGreaterThanOrEqual(2)
    const state = getTransactionsState(config)
    const all = state.transactions
    const sent = all.filter((t) => t.metadata.operationType === 'send')
    expect(sent.length).toBeGreaterThanOrEqual(2)
    const symbols = sent.flatMap((t) =>
      t.transfers.map((x) => x.fungible_info?.symbol),
    )
    expect(symbols).toEqual(expect.arrayContaining(['ETH', 'LDT']))
    const date = new Date(all[0]?.metadata.minedAt ?? '')
    const group =
      state.transactionsByYear[date.getUTCFullYear()]?.[date.getUTCMonth() + 1]
    expect(group?.length).toBe(all.length)
    // The first page alone has 2 (historyPageSize) and a cursor.
    await getTransactions(config)
    expect(getTransactionsState(config).transactions).toHaveLength(2)
    expect(getTransactionsState(config).hasMore).toBe(true)
  }, 30_000)

  it("throws 'Transactions can't be fetched without an accountAddress' with no account", async () => {
    const config = createConfig({
      projectId: api.projectId,
      networks: [network],
      storage: memoryStorage(),
      apiUrl: api.url,
    })
    await expect(getTransactions(config)).rejects.toBeInstanceOf(
      TransactionsAccountMissingError,
    )
    await expect(getTransactions(config)).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })

  it('empties the list, clears the cursor, toasts and emits ERROR_FETCH_TRANSACTIONS on failure', async () => {
    // An API on a closed port.
    const { config } = await connected({ apiUrl: 'http://127.0.0.1:9' })
    const events: LatchEvent[] = []
    watchEvents(config, { onEvent: (e) => events.push(e) })
    expect(await getTransactions(config)).toEqual([])
    expect(getTransactionsState(config)).toMatchObject({
      transactions: [],
      hasMore: false,
      loading: false,
    })
    expect(config.state.toast).toMatchObject({
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
    expect(
      events.some(
        (e) =>
          e.type === 'track' && e.data.event === 'ERROR_FETCH_TRANSACTIONS',
      ),
    ).toBe(true)
  })
})

describe('names', () => {
  it('registers a name with a real wallet signature; it resolves and becomes the profile name', async () => {
    const { config, fixture } = await connected()
    expect((await getProfile(config)).name).toBeUndefined()
    const suggestions = await getAccountNameSuggestions(config, {
      name: 'satoshi',
    })
    expect(suggestions[0]).toEqual({
      name: 'satoshi.latch.id',
      registered: false,
    })

    const record = await registerAccountName(config, { name: 'satoshi' })
    expect(fixture.prompts).toContain('personal_sign')
    expect(record.name).toBe('satoshi.latch.id')
    expect(getProfileState(config).name).toBe('satoshi.latch.id')

    const resolved = await resolveAccountName(config, {
      name: 'satoshi.latch.id',
    })
    const addresses = Object.values(resolved?.addresses ?? {}).map(
      (a) => a.address,
    )
    expect(addresses.map((a) => a.toLowerCase())).toContain(
      ACCOUNT.toLowerCase(),
    )
    expect(
      await resolveAccountName(config, { name: 'nobody-here.latch.id' }),
    ).toBeUndefined()

    // A fresh config (no cache) finds the name through the reverse lookup.
    const other = await connected()
    expect((await getProfile(other.config)).name).toBe('satoshi.latch.id')
    const taken = await getAccountNameSuggestions(config, { name: 'satoshi' })
    expect(taken[0]).toEqual({ name: 'satoshi.latch.id', registered: true })
  })

  it('rejects an invalid name before asking the wallet, and a declined signature', async () => {
    const { config, fixture } = await connected()
    await expect(registerAccountName(config, { name: 'ab_' })).rejects.toThrow(
      /Invalid name/,
    )
    expect(fixture.prompts).not.toContain('personal_sign')
    fixture.decide('reject')
    await expect(
      registerAccountName(config, { name: 'declined' }),
    ).rejects.toMatchObject({ code: 4001 })
  })
})
