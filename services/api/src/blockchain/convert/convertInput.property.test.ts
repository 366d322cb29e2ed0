// Hostile input on every swap path, against a real devnet with the DEX:
// each answer is 200 or a 4xx JSON `{ code, message }`, never a 5xx.
import {
  DEMO_TOKEN_ADDRESS,
  dexContracts,
  type StartAnvilReturnType,
  seedDevnet,
  seedDex,
  startAnvil,
} from '@latch/devnet/node'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetSwap } from '../../../test/blockchain/devnetSwap.js'

let anvil: StartAnvilReturnType
let api: Awaited<ReturnType<typeof createBlockchainTestApi>>

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
  await seedDex({ rpcUrl: anvil.url })
  api = await createBlockchainTestApi({
    chains: [testChain(31337, anvil.url, { swap: devnetSwap })],
    overrides: {
      convert: { ipRateLimit: { ratePerSecond: 100_000, burst: 100_000 } },
    },
  })
}, 90_000)
afterAll(async () => {
  await api?.db.close()
  await anvil?.stop()
})

const addresses = [
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  DEMO_TOKEN_ADDRESS,
  dexContracts.DemoDollar,
  dexContracts.WETH9,
  '0x0000000000000000000000000000000000000000',
]
/** Near-valid and wild values of one parameter. */
const value = fc.oneof(
  {
    arbitrary: fc.constantFrom(...addresses).map((a) => `eip155:31337:${a}`),
    weight: 4,
  },
  { arbitrary: fc.constantFrom('eip155:31337', '1000000', '1'), weight: 2 },
  fc.constantFrom(...addresses).map((a) => `eip155:1:${a}`),
  fc.constantFrom(...addresses),
  fc.bigInt({ min: -10n, max: 2n ** 257n }).map(String),
  fc.constantFrom('0', '1', '1e18', '0.5', '50', '50.01', '', 'eip155:31337'),
  fc.string({ maxLength: 80 }),
)
const keys = [
  'amount',
  'from',
  'to',
  'userAddress',
  'tokenAddress',
  'chainId',
  'gasPrice',
  'src',
  'dst',
  'walletAddress',
  'slippage',
  'disableEstimate',
]
const ETH = `eip155:31337:${addresses[0]}`
const LDT = `eip155:31337:${DEMO_TOKEN_ADDRESS}`
const USER = `eip155:31337:${dexContracts.WETH9}`
/** Valid parameters of each path; the property overrides up to two of them. */
const validParams: Record<string, Record<string, string>> = {
  '/v1/convert/tokens': { chainId: 'eip155:31337' },
  '/v1/convert/quotes': {
    from: ETH,
    to: LDT,
    amount: '1000000',
    userAddress: USER,
  },
  '/v1/convert/allowance': { tokenAddress: LDT, userAddress: USER },
  '/v1/convert/gas-price': { chainId: 'eip155:31337' },
  '/v1/convert/build-approve': { from: LDT, to: ETH, userAddress: USER },
  '/swap/v6.0/31337/quote': {
    src: addresses[0]!,
    dst: DEMO_TOKEN_ADDRESS,
    amount: '1000',
  },
  '/swap/v6.0/31337/swap': {
    src: addresses[0]!,
    dst: DEMO_TOKEN_ADDRESS,
    amount: '1000',
    from: dexContracts.WETH9,
    slippage: '1',
    disableEstimate: 'true',
  },
  '/swap/v6.0/31337/approve/transaction': { tokenAddress: DEMO_TOKEN_ADDRESS },
  '/swap/v6.0/31337/approve/allowance': {
    tokenAddress: DEMO_TOKEN_ADDRESS,
    walletAddress: dexContracts.WETH9,
  },
}
const overrides = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 2 })

/** Answers by status, to show the runs reach the chain (200s), not only validation. */
const statuses = new Map<number, number>()
const expectClientAnswer = async (response: Response) => {
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  expect(
    response.status === 200 ||
      (response.status >= 400 && response.status < 500),
  ).toBe(true)
  const body = (await response.json()) as { code?: unknown; message?: unknown }
  if (response.status !== 200) {
    expect(typeof body.code).toBe('string')
    expect(typeof body.message).toBe('string')
  }
}

describe('swap paths with hostile input', () => {
  it('GET /v1/convert/* and /swap/v6.0/31337/* answer 200 or 4xx JSON', async () => {
    statuses.clear()
    const paths = Object.keys(validParams)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        overrides,
        async (path, o) => {
          const q = new URLSearchParams({ ...validParams[path], ...o })
          await expectClientAnswer(await api.get(`${path}?${q}`))
        },
      ),
      { numRuns: 300 },
    )
  }, 120_000)

  it('POST /v1/convert/build-transaction answers 200 or 4xx JSON', async () => {
    statuses.clear()
    const base = { amount: '1000000', from: ETH, to: LDT, userAddress: USER }
    const body = fc
      .record(
        {
          amount: fc.oneof(value, fc.integer(), fc.double()),
          from: value,
          to: value,
          userAddress: value,
          eip155: fc.oneof(
            fc.record({ slippage: fc.oneof(value, fc.double(), fc.integer()) }),
            value,
            fc.constant(null),
          ),
          disableEstimate: fc.oneof(fc.boolean(), value),
        },
        { requiredKeys: [] },
      )
      .filter((b) => Object.keys(b).length <= 2)
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        await expectClientAnswer(
          await api.post('/v1/convert/build-transaction', { ...base, ...b }),
        )
      }),
      { numRuns: 200 },
    )
    expect(statuses.get(200)).toBeGreaterThan(0)
  }, 120_000)
})
