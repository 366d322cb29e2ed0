import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { startTestApi } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient.js'
import type { TokenBalance } from '../api/types.js'
import { withApiPrices } from './withApiPrices.js'

// The real Latch API with its price table (ETH $3000, LDT $1.50); no
// chain is read (prices only), so the RPC URL is never called.
const LDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
let api: Awaited<ReturnType<typeof startTestApi>>

beforeAll(async () => {
  const settings = getBlockchainSettings({
    env: {},
    chains: [
      {
        chainId: 31337,
        rpcUrls: ['http://127.0.0.1:9'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [
          {
            address: LDT,
            name: 'Latch Demo Token',
            symbol: 'LDT',
            decimals: 18,
          },
        ],
        spamTokens: [],
      },
    ],
  })
  api = await startTestApi({
    extensions: [createBlockchainExtension({ settings, indexer: false })],
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
})

const line = (
  symbol: string,
  numeric: string,
  fields: Partial<TokenBalance> = {},
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric },
  ...fields,
})

describe('withApiPrices', () => {
  it("prices the wallet's unpriced lines by symbol, keeps the wallet's own prices", async () => {
    const client = createApiClient({
      baseUrl: api.url,
      projectId: api.projectId,
    })
    const lines = [
      line('ETH', '2'),
      line('LDT', '10', { address: `eip155:31337:${LDT}` }),
      line('XYZ', '1', {
        address: 'eip155:31337:0x1111111111111111111111111111111111111111',
      }),
    ]
    expect(await withApiPrices(client, lines)).toEqual([
      { ...lines[0], price: 3000, value: 6000 },
      { ...lines[1], price: 1.5, value: 15 },
      lines[2],
    ])
    // A token that calls itself ETH beside the native ETH: neither priced.
    const twins = [
      line('ETH', '2'),
      line('eth', '5', {
        address: 'eip155:31337:0x2222222222222222222222222222222222222222',
      }),
    ]
    expect(await withApiPrices(client, twins)).toEqual(twins)
    const priced = [line('LDT', '10', { price: 2, value: 20 })]
    expect(await withApiPrices(client, priced)).toBe(priced)
  })

  it('leaves the lines unpriced when the API fails', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      projectId: api.projectId,
      retryCount: 0,
    })
    const lines = [line('ETH', '2')]
    expect(await withApiPrices(client, lines)).toBe(lines)
  })
})
