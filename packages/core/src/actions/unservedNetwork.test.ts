import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { devnet, devnet2, type Network } from '@latch/common'
import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import { createWalletFixture, startTestApi } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connect } from './connect.js'
import { getAccountNameSuggestions } from './getAccountNameSuggestions.js'
import { getAddressName } from './getAddressName.js'
import { getProfile } from './getProfile.js'
import { getTransactions } from './getTransactions.js'
import { resolveAccountName } from './resolveAccountName.js'

// Real peers: two anvils (31337 and 31338) and the real Latch API, which
// serves 31337 only (GET /v1/supported-chains), reached through a logging
// forwarder so the test sees every request the toolkit sends it.
let anvils: StartAnvilReturnType[] = []
let api: Awaited<ReturnType<typeof startTestApi>>
let server: Server
let apiUrl: string
const paths: string[] = []

beforeAll(async () => {
  anvils = await Promise.all([
    startAnvil({ port: 0 }),
    startAnvil({ port: 0, chainId: 31338 }),
  ])
  const settings = getBlockchainSettings({
    env: {},
    chains: [
      {
        chainId: 31337,
        rpcUrls: [anvils[0]?.url ?? ''],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [],
        spamTokens: [],
      },
    ],
  })
  api = await startTestApi({
    extensions: [createBlockchainExtension({ settings, indexer: false })],
  })
  server = createServer(async (req, res) => {
    paths.push((req.url ?? '').split('?')[0] ?? '')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const answer = await fetch(`${api.url}${req.url}`, {
      method: req.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(body.length > 0 && { body }),
    })
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  server?.close()
  await api?.close()
  await Promise.all(anvils.map((a) => a.stop()))
})

async function connectedOn(network: Network, rpcUrl: string) {
  const fixture = createWalletFixture({
    chains: [{ chainId: Number(network.id), rpcUrl }],
  })
  const config = createConfig({
    projectId: api.projectId,
    networks: [{ ...network, rpcUrls: { default: { http: [rpcUrl] } } }],
    storage: memoryStorage(),
    connectors: [fixture.connector],
    multiInjectedProviderDiscovery: false,
    apiUrl,
  })
  await connect(config, { connector: 'dev.latch.wallet' })
  const tracked: string[] = []
  config.events.on('track', ({ event }) => tracked.push(event))
  return { config, tracked }
}

const asked = (from: number) =>
  paths.slice(from).filter((p) => /^\/v1\/(account|profile|identity)/.test(p))

describe('history and name lookups on a network the API does not serve', () => {
  it('are empty, without asking the API (SPEC §7)', async () => {
    const { config, tracked } = await connectedOn(devnet2, anvils[1]?.url ?? '')
    const start = paths.length
    expect(await getTransactions(config)).toEqual([])
    expect(await getProfile(config)).toEqual({
      name: undefined,
      avatar: undefined,
    })
    expect(
      await getAddressName(config, {
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      }),
    ).toBeUndefined()
    expect(
      await resolveAccountName(config, { name: 'alice.latch.id' }),
    ).toBeUndefined()
    expect(await getAccountNameSuggestions(config, { name: 'alice' })).toEqual(
      [],
    )
    expect(asked(start)).toEqual([])
    expect(paths.slice(start)).toContain('/v1/supported-chains')
    // Nothing failed: no 'Failed to fetch transactions'.
    expect(tracked).not.toContain('ERROR_FETCH_TRANSACTIONS')
    expect(config.state.toast).toBeUndefined()
  })

  it('are asked on a network it serves', async () => {
    const { config } = await connectedOn(devnet, anvils[0]?.url ?? '')
    const start = paths.length
    await getTransactions(config)
    await getProfile(config)
    await getAccountNameSuggestions(config, { name: 'alice' })
    expect(asked(start)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/v1\/account\/0x\w+\/history$/),
        expect.stringMatching(/^\/v1\/profile\/reverse\//),
        expect.stringMatching(/^\/v1\/identity\//),
        '/v1/profile/suggestions/alice',
      ]),
    )
  })
})

describe('name and identity lookups are kept 5 min (SPEC §9)', () => {
  it('asks the API once within 5 min, and again once they have passed', async () => {
    const names = (from: number) =>
      asked(from).filter((p) => /^\/v1\/(profile\/reverse|identity)\//.test(p))
    // The config's data cache reads the clock it was made with.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { config } = await connectedOn(devnet, anvils[0]?.url ?? '')
      const start = paths.length
      await getProfile(config)
      expect(names(start)).toHaveLength(2)
      vi.setSystemTime(Date.now() + 5 * 60_000 - 1_000)
      await getProfile(config)
      expect(names(start)).toHaveLength(2)
      vi.setSystemTime(Date.now() + 1_000)
      await getProfile(config)
      expect(names(start)).toHaveLength(4)
    } finally {
      vi.useRealTimers()
    }
  })
})
