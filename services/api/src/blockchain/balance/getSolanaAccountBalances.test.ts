import { devSolanaAccounts, SOLANA_DEMO_TOKEN_MINT } from '@latch/devnet'
import { startSolanaDevnet } from '@latch/devnet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlockchainTestApi } from '../../../test/blockchain/createBlockchainTestApi.js'
import {
  SOLANA_DEVNET_DEMO_TOKEN,
  SOLANA_LOCALNET_CHAIN,
} from '../settings/getBlockchainSettings.js'
import { getSolanaAccountBalances } from './getSolanaAccountBalances.js'

// The real local Solana chain (LiteSVM behind Solana JSON-RPC, seeded: each
// dev account 1,000 SOL and 1,000,000 LDT) and the real latch-api on PGlite.
let chain: Awaited<ReturnType<typeof startSolanaDevnet>>
let api: Awaited<ReturnType<typeof createBlockchainTestApi>>
const holder = devSolanaAccounts[0]!.address
const cluster = SOLANA_LOCALNET_CHAIN.caipNetworkId
// A valid base58 key no transaction ever touched.
const stranger = 'Dn6mBtCjSBAdSUoCzHHNBtCKqBPZM6PXq2uVR8oZa3Ta'

beforeAll(async () => {
  chain = await startSolanaDevnet({ port: 0 })
  api = await createBlockchainTestApi({
    chains: [],
    solanaChains: [{ ...SOLANA_LOCALNET_CHAIN, rpcUrls: [chain.url] }],
  })
}, 60_000)
afterAll(async () => {
  await api?.db.close()
  await chain?.stop()
})

const balance = (account: string, query = '') =>
  api.get(
    `/v1/account/${encodeURIComponent(account)}/balance?currency=usd${query}`,
  )

describe('Solana balances (GET /v1/account/{address}/balance)', () => {
  it('lists the demo token of the started chain under its known mint', () => {
    expect(SOLANA_DEVNET_DEMO_TOKEN.mint).toBe(SOLANA_DEMO_TOKEN_MINT)
    expect(chain.mint).toBe(SOLANA_DEMO_TOKEN_MINT)
  })

  it('answers SOL and LDT of a dev account, as CAIP-10 or address + chainId', async () => {
    const expected = [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: cluster,
        value: 150_000,
        price: 150,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: '',
      },
      {
        name: 'Latch Demo Token',
        symbol: 'LDT',
        chainId: cluster,
        address: `${cluster}:${SOLANA_DEMO_TOKEN_MINT}`,
        value: 1_500_000,
        price: 1.5,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: '',
      },
    ]
    const caip = await balance(`${cluster}:${holder}`)
    expect(caip.status).toBe(200)
    expect(await caip.json()).toEqual({ balances: expected })
    const plain = await balance(holder, `&chainId=${cluster}&forceUpdate=true`)
    expect(await plain.json()).toEqual({ balances: expected })
    // No chainId: every configured Solana chain.
    expect(await (await balance(holder)).json()).toEqual({ balances: expected })
  })

  it('answers an account the chain never saw with no balances (zero lines are left out, as for EVM)', async () => {
    const res = await balance(`${cluster}:${stranger}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ balances: [] })
  })

  it.each([
    ['bad base58', `${cluster}:0OIl${holder.slice(4)}`, 'INVALID_ADDRESS'],
    ['31 characters', `${cluster}:${holder.slice(0, 31)}`, 'INVALID_ADDRESS'],
    [
      '45 characters',
      `${cluster}:${holder}${'1'.repeat(45 - holder.length)}`,
      'INVALID_ADDRESS',
    ],
    ['unknown namespace', `tezos:NetXdQprcVkpaWU:${holder}`, 'INVALID_ADDRESS'],
    ['empty reference', `solana::${holder}`, 'INVALID_ADDRESS'],
    ['empty address', `${cluster}:`, 'INVALID_ADDRESS'],
    ['four parts', `${cluster}:${holder}:x`, 'INVALID_ADDRESS'],
    [
      'unknown cluster',
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${holder}`,
      'UNSUPPORTED_CHAIN',
    ],
    [
      'Bitcoin account',
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'UNSUPPORTED_CHAIN',
    ],
    // 44 base58 characters that are no 32-byte key: the node refuses it.
    ['not a 32-byte key', `${cluster}:${'z'.repeat(44)}`, 'INVALID_ADDRESS'],
  ])('refuses %s with a 400, never a 5xx', async (_, account, code) => {
    const res = await balance(account)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code, message: expect.any(String) })
  })

  it('answers a chain that is down with the catalogue error (502), not a crash', async () => {
    const down = await createBlockchainTestApi({
      chains: [],
      solanaChains: [
        { ...SOLANA_LOCALNET_CHAIN, rpcUrls: ['http://127.0.0.1:9'] },
      ],
    })
    const res = await down.get(`/v1/account/${holder}/balance`)
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({
      code: 'UPSTREAM_ERROR',
      message: expect.any(String),
    })
    await down.db.close()
  })

  it('bounds the node calls (2 per chain) and skips a failing chain among several', async () => {
    const other = {
      ...SOLANA_LOCALNET_CHAIN,
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
      rpcUrls: [chain.url],
    }
    const local = { ...SOLANA_LOCALNET_CHAIN, rpcUrls: [chain.url] }
    const down = { ...other, rpcUrls: ['http://127.0.0.1:9'] }
    const chainsOf = (lines: { chainId: string }[]) => [
      ...new Set(lines.map((l) => l.chainId)),
    ]
    const limits = { maxUpstreamCalls: 4, concurrency: 2, timeoutMs: 5_000 }
    const both = await getSolanaAccountBalances(
      api.settings,
      { address: holder, chains: [local, other] },
      limits,
    )
    expect(chainsOf(both)).toEqual([cluster, other.caipNetworkId])
    const capped = await getSolanaAccountBalances(
      api.settings,
      { address: holder, chains: [local, other] },
      { ...limits, maxUpstreamCalls: 3 },
    )
    expect(chainsOf(capped)).toEqual([cluster])
    const oneDown = await getSolanaAccountBalances(
      api.settings,
      { address: holder, chains: [down, local] },
      limits,
    )
    expect(chainsOf(oneDown)).toEqual([cluster])
  })
})
