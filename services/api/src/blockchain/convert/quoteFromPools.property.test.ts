// Quotes computed from pool state (quoteFromPools) against the on-chain
// quoters (V2 getAmountsOut, V3 QuoterV2) on a real anvil with the devnet
// DEX plus concentrated V3 positions: many random amounts, from dust to
// past every pool's liquidity and past uint256 overflow, equal the chain's
// answer to the wei (or both revert / pay nothing). V3 is our own port of
// the pool's swap math (v3/). Where the state cannot answer (NEEDS_QUOTER)
// the API asks the quoter; the test bounds how often.
import {
  DEMO_TOKEN_ADDRESS,
  DEX_LIQUIDITY_PROVIDER,
  dexContracts,
  encodePriceSqrt,
  type StartAnvilReturnType,
  seedDevnet,
  seedDex,
  startAnvil,
  uniswapV2Abi,
  uniswapV3Abi,
  waitForReceipt,
} from '@latch/devnet/node'
import fc from 'fast-check'
import {
  type Address,
  createWalletClient,
  decodeFunctionResult,
  encodeFunctionData,
  encodePacked,
  http,
  maxUint256,
  numberToHex,
  parseAbi,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetSwap } from '../../../test/blockchain/devnetSwap.js'
import { findBestRoute } from './findBestRoute.js'
import { type BlockRef, latestBlock } from './latestBlock.js'
import { NEEDS_QUOTER, quoteFromPools } from './quoteFromPools.js'
import type { RouteCandidate } from './routeCandidate.js'
import { uniswapV3PoolAbi } from './uniswapAbis.js'

/** The usable tick (a multiple of `spacing`) nearest to `tick`. */
const nearestUsableTick = (tick: number, spacing: number) =>
  Math.round(tick / spacing) * spacing

const ldt = DEMO_TOKEN_ADDRESS as Address
const { WETH9: weth, DemoDollar: lusd } = dexContracts
const swap = {
  ...devnetSwap,
  uniswapV3: { ...devnetSwap.uniswapV3!, fees: [500, 3000, 10_000] },
}

let anvil: StartAnvilReturnType
let block: BlockRef
const provider = () =>
  createWalletClient({
    chain: foundry,
    transport: http(anvil.url),
    account: DEX_LIQUIDITY_PROVIDER,
  }).extend(publicActions)

const sorted = (a: Address, b: Address) =>
  a.toLowerCase() < b.toLowerCase() ? ([a, b] as const) : ([b, a] as const)

async function send(
  tx: Parameters<ReturnType<typeof provider>['writeContract']>[0],
) {
  const client = provider()
  // A fixed gas limit, as seedDex sends: a pool's mint costs more when its
  // block's timestamp differs from its last observation's, so a node's
  // estimate made a second before the block is mined can fall short.
  const hash = await client.writeContract({ ...tx, gas: 6_000_000n })
  const receipt = await waitForReceipt(client, hash)
  expect(receipt.status).toBe('success')
}

/** A V3 pool of `fee` at `amountB / amountA`, created if missing. */
async function createPool(
  [tokenA, amountA]: [Address, bigint],
  [tokenB, amountB]: [Address, bigint],
  fee: number,
) {
  const [token0] = sorted(tokenA, tokenB)
  const [amount0, amount1] =
    token0 === tokenA ? [amountA, amountB] : [amountB, amountA]
  await createPoolAt(tokenA, tokenB, fee, encodePriceSqrt(amount1, amount0))
}

/** A V3 pool of `fee` initialised at √price `sqrtPrice` (Q64.96). */
async function createPoolAt(
  tokenA: Address,
  tokenB: Address,
  fee: number,
  sqrtPrice: bigint,
) {
  await send({
    address: dexContracts.NonfungiblePositionManager,
    abi: uniswapV3Abi,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [...sorted(tokenA, tokenB), fee, sqrtPrice],
  })
}

/** A position from `lower` to `upper` tick spacings around the pool's tick. */
async function mintAround(
  tokenA: Address,
  tokenB: Address,
  fee: number,
  lower: number,
  upper: number,
  amounts: [bigint, bigint],
) {
  const client = provider()
  const [token0, token1] = sorted(tokenA, tokenB)
  const pool = await client.readContract({
    address: dexContracts.UniswapV3Factory,
    abi: uniswapV3Abi,
    functionName: 'getPool',
    args: [token0, token1, fee],
  })
  const [, tick] = await client.readContract({
    address: pool,
    abi: uniswapV3PoolAbi,
    functionName: 'slot0',
  })
  const spacing = { 500: 10, 3000: 60, 10000: 200 }[fee]!
  const base = nearestUsableTick(tick, spacing)
  await send({
    address: dexContracts.NonfungiblePositionManager,
    abi: uniswapV3Abi,
    functionName: 'mint',
    args: [
      {
        token0,
        token1,
        fee,
        tickLower: base + lower * spacing,
        tickUpper: base + upper * spacing,
        amount0Desired: amounts[0],
        amount1Desired: amounts[1],
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: DEX_LIQUIDITY_PROVIDER,
        deadline: maxUint256,
      },
    ],
  })
}

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
  await seedDex({ rpcUrl: anvil.url })
  const client = provider()
  await client.request({
    method: 'anvil_impersonateAccount' as never,
    params: [DEX_LIQUIDITY_PROVIDER] as never,
  })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [DEX_LIQUIDITY_PROVIDER, numberToHex(parseEther('10000'))] as never,
  })
  const deposit = await client.sendTransaction({
    to: weth,
    data: encodeFunctionData({
      abi: parseAbi(['function deposit() payable']),
      functionName: 'deposit',
    }),
    value: parseEther('1000'),
  })
  await waitForReceipt(client, deposit)
  const usd = (n: number) => parseUnits(String(n), 6)
  const ldtOf = (n: number) => parseEther(String(n))
  // LDT/LUSD 0.05 % (full range from seedDex): narrow positions to cross,
  // one each side of the price, with a gap between.
  const ldtLusd = [ldtOf(20_000), usd(20_000)] as const
  const [first] = sorted(ldt, lusd)
  const pair = (a: bigint, b: bigint): [bigint, bigint] =>
    first === ldt ? [a, b] : [b, a]
  await mintAround(ldt, lusd, 500, -10, 10, pair(...ldtLusd))
  await mintAround(ldt, lusd, 500, 20, 50, pair(...ldtLusd))
  await mintAround(ldt, lusd, 500, -70, -30, pair(...ldtLusd))
  // WETH/LUSD 0.3 %, only concentrated liquidity with gaps: large amounts
  // run out of it (a partial fill down to the price limit).
  await createPool([weth, parseEther('1')], [lusd, usd(3000)], 3000)
  const [wethFirst] = sorted(weth, lusd)
  const wl = (e: number, u: number): [bigint, bigint] =>
    wethFirst === weth
      ? [parseEther(String(e)), usd(u)]
      : [usd(u), parseEther(String(e))]
  await mintAround(weth, lusd, 3000, -10, 10, wl(50, 150_000))
  await mintAround(weth, lusd, 3000, 20, 40, wl(50, 150_000))
  await mintAround(weth, lusd, 3000, -40, -20, wl(50, 150_000))
  // LDT/LUSD 1 %: one narrow position only.
  await createPool([ldt, ldtOf(1)], [lusd, usd(1)], 10_000)
  await mintAround(ldt, lusd, 10_000, -2, 2, pair(ldtOf(10_000), usd(10_000)))
  // Prices near the ends of V3's range (1 %, spacing 200: a walk to
  // MIN/MAX_SQRT_RATIO reads all its ~35 bitmap words), where the
  // contract's 256-bit products overflow into its other branches; a
  // position below the price, one across it, one above.
  // LUSD/WETH (LUSD token0) at √P = 2¹⁴⁰ (tick ≈ 610,000).
  expect(sorted(lusd, weth)[0]).toBe(lusd)
  await createPoolAt(lusd, weth, 10_000, 1n << 140n)
  await mintAround(lusd, weth, 10_000, -12, -2, [0n, parseEther('100')])
  await mintAround(lusd, weth, 10_000, -1, 1, [usd(10_000), parseEther('100')])
  await mintAround(lusd, weth, 10_000, 3, 9, [usd(10_000), 0n])
  // LDT/WETH (LDT token0) at √P = 2⁵⁶ (tick ≈ -554,500; lower, the
  // position manager cannot mint token0: its √P·√Q / 2⁹⁶ rounds to 0).
  expect(sorted(ldt, weth)[0]).toBe(ldt)
  await createPoolAt(ldt, weth, 10_000, 1n << 56n)
  await mintAround(ldt, weth, 10_000, -9, -3, [0n, 10n ** 9n])
  await mintAround(ldt, weth, 10_000, -1, 1, [ldtOf(10_000), 10n ** 9n])
  await mintAround(ldt, weth, 10_000, 2, 12, [ldtOf(10_000), 0n])
  block = await latestBlock(anvil.url)
}, 120_000)
afterAll(async () => {
  await anvil?.stop()
})

/** What the chain answers for the candidate, `none` where it reverts or pays 0. */
async function onChain(candidate: RouteCandidate, amountIn: bigint) {
  const data =
    candidate.protocol === 'uniswap-v2'
      ? encodeFunctionData({
          abi: uniswapV2Abi,
          functionName: 'getAmountsOut',
          args: [amountIn, [...candidate.path]],
        })
      : encodeFunctionData({
          abi: uniswapV3Abi,
          functionName: 'quoteExactInput',
          args: [
            encodePacked(
              candidate.fees
                .flatMap(() => ['address', 'uint24'] as const)
                .concat('address'),
              candidate.path.flatMap((token, i) =>
                i < candidate.fees.length
                  ? [token, candidate.fees[i]!]
                  : [token],
              ),
            ),
            amountIn,
          ],
        })
  const to =
    candidate.protocol === 'uniswap-v2'
      ? dexContracts.UniswapV2Router02
      : dexContracts.QuoterV2
  const response = (await (
    await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [{ to, data }, { blockHash: block.hash }],
      }),
    })
  ).json()) as { result?: `0x${string}`; error?: { message: string } }
  if (response.error) {
    expect(response.error.message).toMatch(/revert/i)
    return 'none'
  }
  let out: bigint
  if (candidate.protocol === 'uniswap-v2') {
    out = decodeFunctionResult({
      abi: uniswapV2Abi,
      functionName: 'getAmountsOut',
      data: response.result!,
    }).at(-1)!
  } else {
    const [amountOut, , crossed] = decodeFunctionResult({
      abi: uniswapV3Abi,
      functionName: 'quoteExactInput',
      data: response.result!,
    })
    out = amountOut
    if (amountOut > 0n && crossed.some((n) => n >= 2)) crossings.count++
  }
  return out === 0n ? 'none' : out
}

/** V3 quotes the chain answered with initialized ticks crossed in a hop. */
const crossings = { count: 0 }

const amounts = fc.oneof(
  fc.bigInt(1n, 10n ** 9n),
  fc.bigInt(10n ** 9n, 10n ** 18n),
  fc.bigInt(10n ** 18n, 10n ** 23n),
  fc.bigInt(10n ** 23n, 10n ** 30n),
  fc.bigInt(10n ** 30n, 2n ** 200n),
  fc.bigInt(2n ** 250n, maxUint256),
)

const v3 = (path: Address[], fees: number[]): RouteCandidate => ({
  protocol: 'uniswap-v3',
  path,
  fees,
})
const candidates: [string, RouteCandidate][] = [
  ['V2 WETH → LDT', { protocol: 'uniswap-v2', path: [weth, ldt] }],
  ['V2 LDT → WETH', { protocol: 'uniswap-v2', path: [ldt, weth] }],
  ['V2 WETH → LDT → LUSD', { protocol: 'uniswap-v2', path: [weth, ldt, lusd] }],
  ['V2 LUSD → LDT → WETH', { protocol: 'uniswap-v2', path: [lusd, ldt, weth] }],
  ['V3 LDT → LUSD 0.05 %', v3([ldt, lusd], [500])],
  ['V3 LUSD → LDT 0.05 %', v3([lusd, ldt], [500])],
  ['V3 WETH → LUSD 0.3 %', v3([weth, lusd], [3000])],
  ['V3 LUSD → WETH 0.3 %', v3([lusd, weth], [3000])],
  ['V3 LDT → LUSD 1 %', v3([ldt, lusd], [10_000])],
  ['V3 LUSD → LDT 1 %', v3([lusd, ldt], [10_000])],
  ['V3 WETH → LDT → LUSD', v3([weth, ldt, lusd], [3000, 500])],
  ['V3 LUSD → WETH → LDT', v3([lusd, weth, ldt], [3000, 3000])],
  ['V3 LDT → LUSD → WETH', v3([ldt, lusd, weth], [10_000, 3000])],
  ['V3 LUSD → WETH 1 % at √P 2¹⁴⁰', v3([lusd, weth], [10_000])],
  ['V3 WETH → LUSD 1 % at √P 2¹⁴⁰', v3([weth, lusd], [10_000])],
  ['V3 LDT → WETH 1 % at √P 2⁵⁶', v3([ldt, weth], [10_000])],
  ['V3 WETH → LDT 1 % at √P 2⁵⁶', v3([weth, ldt], [10_000])],
]

describe('quoteFromPools equals the on-chain quoters to the wei', () => {
  const simulated = { local: 0, quoter: 0 }
  it.each(candidates)('%s', async (_, candidate) => {
    await fc.assert(
      fc.asyncProperty(amounts, async (amountIn) => {
        const [local, chain] = await Promise.all([
          quoteFromPools({
            rpcUrl: anvil.url,
            swap,
            candidate,
            amountIn,
            block,
          }),
          onChain(candidate, amountIn),
        ])
        if (local === NEEDS_QUOTER) {
          simulated.quoter++
          return
        }
        simulated.local++
        expect(local === undefined || local === 0n ? 'none' : local).toBe(chain)
      }),
      { numRuns: 60 },
    )
  })

  it('answers nearly all of them from the pools (the quoter only past the loaded ticks), many crossing ticks', () => {
    expect(simulated.local + simulated.quoter).toBe(candidates.length * 60)
    expect(simulated.quoter).toBeLessThan(simulated.local / 10)
    // QuoterV2 counts the initialized ticks a swap crosses (its count
    // includes the one at the start or end): amounts that moved the
    // price over at least one position's edge.
    expect(crossings.count).toBeGreaterThan(100)
  })
})

describe('where the pools cannot answer', () => {
  it('findBestRoute asks QuoterV2 instead: a swap walking past the ticks it may load', async () => {
    // At 0.05 % (spacing 10) a swap past all liquidity walks to the last
    // full-range tick: ~240 bitmap words one way, ~450 the other. In a
    // new block, the first walk is read; the second would pass the words
    // read per pool and block.
    await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"evm_mine","params":[]}',
    })
    const next = await latestBlock(anvil.url)
    const amountIn = 2n ** 200n
    const at = (candidate: RouteCandidate) =>
      quoteFromPools({
        rpcUrl: anvil.url,
        swap,
        candidate,
        amountIn,
        block: next,
      })
    expect(typeof (await at(v3([ldt, lusd], [500])))).toBe('bigint')
    const candidate = v3([lusd, ldt], [500])
    expect(await at(candidate)).toBe(NEEDS_QUOTER)
    const route = await findBestRoute({
      rpcUrl: anvil.url,
      swap,
      tokenIn: lusd,
      tokenOut: ldt,
      amountIn,
      accept: (c) =>
        c.protocol === 'uniswap-v3' && c.path.length === 2 && c.fees[0] === 500,
    })
    block = next
    expect(route.amountOut).toBe(await onChain(candidate, amountIn))
  })
})
