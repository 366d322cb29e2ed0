// priceTokens on a real anvil seeded with the devnet DEX, through the
// routes that show prices: a listed token with a pool route to WETH is
// priced from the pools (one token's worth of ETH at the latest block ×
// the table's ETH price) and follows the pool when it moves; the native
// currency, and a chain without swaps, keep the static table; balances,
// history values and POST /v1/fungible/price always say the same.
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  dexContracts,
  type StartAnvilReturnType,
  seedDevnet,
  seedDex,
  startAnvil,
  uniswapV2Abi,
  uniswapV3Abi,
  waitForReceipt,
} from '@latch/devnet/node'
import { type Address, formatEther, maxUint256, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { devnetSwap } from '../../../test/blockchain/devnetSwap.js'
import { devnetWallet } from '../../../test/blockchain/devnetWallet.js'

const ldt = DEMO_TOKEN_ADDRESS as Address
const { WETH9: weth, DemoDollar: lusd } = dexContracts
const ETH_USD = 3000
const LDT_USD = 1.5

let anvil: StartAnvilReturnType
let api: Awaited<ReturnType<typeof createBlockchainTestApi>>

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
  await seedDex({ rpcUrl: anvil.url })
  api = await createBlockchainTestApi({
    kind: 'pglite',
    chains: [
      testChain(31337, anvil.url, { swap: devnetSwap }),
      // The same node, served without swaps: the table's prices.
      testChain(31338, anvil.url),
    ],
    overrides: { prices: { ETH: ETH_USD, LDT: LDT_USD } },
  })
}, 90_000)
afterAll(async () => {
  await api?.db.close()
  await anvil?.stop()
})

/** Buys LDT with `eth` ETH on the V2 pool (a new block that moves it). */
async function buyLdt(account: (typeof devAccounts)[number], eth: string) {
  const buyer = devnetWallet(anvil.url, account)
  const hash = await buyer.writeContract({
    address: dexContracts.UniswapV2Router02,
    abi: uniswapV2Abi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [weth, ldt], account.address, maxUint256],
    value: parseEther(eth),
  })
  expect((await waitForReceipt(buyer, hash)).status).toBe('success')
}

type PricedLine = {
  symbol?: string
  price: number
  value: number
  quantity: { numeric: string }
}

/** The LDT line of `account`'s balance and of its history's first transfer. */
async function shownLdt(account: Address) {
  const balance = await api.get(
    `/v1/account/${account}/balance?currency=usd&chainId=eip155:31337`,
  )
  expect(balance.status).toBe(200)
  const { balances } = (await balance.json()) as { balances: PricedLine[] }
  const history = await api.get(
    `/v1/account/${account}/history?chainId=eip155:31337`,
  )
  expect(history.status).toBe(200)
  const { data } = (await history.json()) as {
    data: {
      transfers: (PricedLine & { fungible_info?: { symbol: string } })[]
    }[]
  }
  const transfer = data
    .flatMap((t) => t.transfers)
    .find((t) => t.fungible_info?.symbol === 'LDT')
  return {
    balance: balances.find((b) => b.symbol === 'LDT'),
    transfer,
  }
}

const reader = () => devnetWallet(anvil.url, devAccounts[9]!)

/** The best of V2 and V3 (0.3 %, and through LDT for LUSD) for one token → WETH. */
async function onChainEth(token: Address, amount: bigint) {
  const v2 = await reader().readContract({
    address: dexContracts.UniswapV2Router02,
    abi: uniswapV2Abi,
    functionName: 'getAmountsOut',
    args: [amount, token === lusd ? [lusd, ldt, weth] : [ldt, weth]],
  })
  const v3 = (
    await reader().simulateContract({
      address: dexContracts.QuoterV2,
      abi: uniswapV3Abi,
      functionName: 'quoteExactInput',
      args: [
        token === lusd
          ? `0x${lusd.slice(2)}0001f4${ldt.slice(2)}000bb8${weth.slice(2)}`
          : `0x${ldt.slice(2)}000bb8${weth.slice(2)}`,
        amount,
      ],
    })
  ).result[0]
  const best = v2[v2.length - 1]! > v3 ? v2[v2.length - 1]! : v3
  return Number(formatEther(best)) * ETH_USD
}

async function prices(addresses: string[]) {
  const response = await api.post('/v1/fungible/price', {
    currency: 'usd',
    addresses,
  })
  expect(response.status).toBe(200)
  const { fungibles } = (await response.json()) as {
    fungibles: { symbol: string; price: number }[]
  }
  return fungibles.map((f) => [f.symbol, f.price])
}

describe('POST /v1/fungible/price from the pools', () => {
  it('prices LDT and LUSD from the pools, ETH and a chain without swaps from the table', async () => {
    const [ldtUsd, lusdUsd] = await Promise.all([
      onChainEth(ldt, parseEther('1')),
      onChainEth(lusd, 10n ** 6n),
    ])
    // The pools put LDT near a dollar, not the table's 1.5.
    expect(ldtUsd).toBeGreaterThan(0.95)
    expect(ldtUsd).toBeLessThan(1.05)
    expect(
      await prices([
        'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `eip155:31337:${ldt}`,
        `eip155:31337:${lusd}`,
        `eip155:31338:${ldt}`,
      ]),
    ).toEqual([
      ['ETH', ETH_USD],
      ['LDT', ldtUsd],
      ['LUSD', lusdUsd],
      ['LDT', LDT_USD],
    ])
  })

  it('follows the pool: after LDT is bought with ETH on both pools, LDT costs more', async () => {
    const before = await prices([`eip155:31337:${ldt}`])
    const buyer = devnetWallet(anvil.url, devAccounts[3]!)
    for (const hash of [
      await buyer.writeContract({
        address: dexContracts.UniswapV2Router02,
        abi: uniswapV2Abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, ldt], devAccounts[3]!.address, maxUint256],
        value: parseEther('10'),
      }),
      await buyer.writeContract({
        address: dexContracts.SwapRouter,
        abi: uniswapV3Abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: weth,
            tokenOut: ldt,
            fee: 3000,
            recipient: devAccounts[3]!.address,
            deadline: maxUint256,
            amountIn: parseEther('20'),
            amountOutMinimum: 0n,
            sqrtPriceLimitX96: 0n,
          },
        ],
        value: parseEther('20'),
      }),
    ])
      expect((await waitForReceipt(buyer, hash)).status).toBe('success')
    const after = await prices([`eip155:31337:${ldt}`])
    expect(after).toEqual([['LDT', await onChainEth(ldt, parseEther('1'))]])
    expect(after[0]![1]).toBeGreaterThan(before[0]![1] as number)
  })

  it('balances, history values and /v1/fungible/price show one LDT price, and move together', async () => {
    const holder = devAccounts[4]!
    await buyLdt(holder, '1')
    expect((await api.indexer.indexOnce()).errors).toEqual([])
    const [[, priced]] = (await prices([`eip155:31337:${ldt}`])) as [
      [string, number],
    ]
    const first = await shownLdt(holder.address)
    expect(first.balance?.price).toBe(priced)
    expect(first.transfer?.price).toBe(priced)
    expect(first.balance?.value).toBe(
      Number(first.balance?.quantity.numeric) * priced,
    )
    expect(first.transfer?.value).toBe(
      Number(first.transfer?.quantity.numeric) * priced,
    )
    // Someone else buys LDT: the pool moves in a new block.
    await buyLdt(devAccounts[5]!, '10')
    const [[, moved]] = (await prices([`eip155:31337:${ldt}`])) as [
      [string, number],
    ]
    expect(moved).toBeGreaterThan(priced)
    const after = await shownLdt(holder.address)
    expect(after.balance?.price).toBe(moved)
    expect(after.transfer?.price).toBe(moved)
    expect(after.balance?.quantity).toEqual(first.balance?.quantity)
  })
})
