import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  encodePacked,
  type Hex,
  isAddressEqual,
} from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { SwapSettings } from '../settings/BlockchainSettings.js'
import { callContractsAt } from './callContractsAt.js'
import { latestBlock } from './latestBlock.js'
import { type PoolKey, poolExists } from './poolDirectory.js'
import { quoteCacheAt } from './quoteCache.js'
import { NEEDS_QUOTER, quoteFromPools } from './quoteFromPools.js'
import { type RouteCandidate, routeHops } from './routeCandidate.js'
import { uniswapV2RouterAbi, uniswapV3QuoterAbi } from './uniswapAbis.js'

/** One way through the pools, with what it pays out for the input. */
export type SwapRoute =
  | { protocol: 'uniswap-v2'; path: readonly Address[]; amountOut: bigint }
  | {
      protocol: 'uniswap-v3'
      path: readonly Address[]
      /** Fee tier of each hop (one fewer than `path`). */
      fees: readonly number[]
      amountOut: bigint
    }

type Candidate = RouteCandidate

const DEFAULT_V3_FEES = [500, 3000, 10_000] as const
/** Listed tokens tried as middles when `intermediates` is not set. */
const DEFAULT_INTERMEDIATES = 3

/** The tokens tried between `tokenIn` and `tokenOut` in one-hop routes. */
function middles(swap: SwapSettings, tokenIn: Address, tokenOut: Address) {
  const listed =
    swap.intermediates ??
    (swap.tokens ?? []).slice(0, DEFAULT_INTERMEDIATES).map((t) => t.address)
  const all = [swap.wrappedNative, ...listed]
  return all.filter(
    (m, i) =>
      !isAddressEqual(m, tokenIn) &&
      !isAddressEqual(m, tokenOut) &&
      all.findIndex((other) => isAddressEqual(other, m)) === i,
  )
}

/** Every direct and one-hop route over the configured V2 and V3 pools. */
function routeCandidates(
  swap: SwapSettings,
  tokenIn: Address,
  tokenOut: Address,
): Candidate[] {
  const paths: Address[][] = [
    [tokenIn, tokenOut],
    ...middles(swap, tokenIn, tokenOut).map((m) => [tokenIn, m, tokenOut]),
  ]
  const candidates: Candidate[] = []
  if (swap.uniswapV2)
    for (const path of paths) candidates.push({ protocol: 'uniswap-v2', path })
  if (swap.uniswapV3) {
    const fees = swap.uniswapV3.fees ?? DEFAULT_V3_FEES
    for (const path of paths) {
      if (path.length === 2)
        for (const fee of fees)
          candidates.push({ protocol: 'uniswap-v3', path, fees: [fee] })
      else
        for (const first of fees)
          for (const second of fees)
            candidates.push({
              protocol: 'uniswap-v3',
              path,
              fees: [first, second],
            })
    }
  }
  return candidates
}

/** The packed V3 path: token, fee, token, … */
export function encodeV3Path(
  path: readonly Address[],
  fees: readonly number[],
) {
  const types: ('address' | 'uint24')[] = ['address']
  const values: (Address | number)[] = [path[0]!]
  fees.forEach((fee, i) => {
    types.push('uint24', 'address')
    values.push(fee, path[i + 1]!)
  })
  return encodePacked(types, values)
}

/** The `eth_call` quoting `amountIn` along one candidate, and its reading. */
function quoteCall(
  swap: SwapSettings,
  candidate: Candidate,
  amountIn: bigint,
): { to: Address; data: Hex; read(data: Hex): bigint | undefined } {
  if (candidate.protocol === 'uniswap-v2')
    return {
      to: swap.uniswapV2!.router,
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, [...candidate.path]],
      }),
      read(data) {
        const amounts = decodeFunctionResult({
          abi: uniswapV2RouterAbi,
          functionName: 'getAmountsOut',
          data,
        })
        return amounts[amounts.length - 1]
      },
    }
  const to = swap.uniswapV3!.quoter
  if (candidate.path.length === 2)
    return {
      to,
      data: encodeFunctionData({
        abi: uniswapV3QuoterAbi,
        functionName: 'quoteExactInputSingle',
        args: [
          {
            tokenIn: candidate.path[0]!,
            tokenOut: candidate.path[1]!,
            amountIn,
            fee: candidate.fees[0]!,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
      read: (data) =>
        decodeFunctionResult({
          abi: uniswapV3QuoterAbi,
          functionName: 'quoteExactInputSingle',
          data,
        })[0],
    }
  return {
    to,
    data: encodeFunctionData({
      abi: uniswapV3QuoterAbi,
      functionName: 'quoteExactInput',
      args: [encodeV3Path(candidate.path, candidate.fees), amountIn],
    }),
    read: (data) =>
      decodeFunctionResult({
        abi: uniswapV3QuoterAbi,
        functionName: 'quoteExactInput',
        data,
      })[0],
  }
}

/**
 * The output of `amountIn` along each candidate (`undefined` where it
 * reverts) at the node's latest block: what that block already answered
 * comes from `quoteCacheAt`; the rest from the pools' state read once per
 * block (`quoteFromPools`), and what that cannot answer exactly from the
 * on-chain quoters, in one JSON-RPC batch at the block.
 */
async function quoteCandidates(
  rpcUrl: string,
  swap: SwapSettings,
  candidates: Candidate[],
  amountIn: bigint,
): Promise<(bigint | undefined)[]> {
  if (candidates.length === 0) return []
  const block = await latestBlock(rpcUrl)
  const cache = quoteCacheAt(rpcUrl, block)
  const keys = candidates.map(
    (c) =>
      `${c.protocol}|${c.path.join()}|${c.protocol === 'uniswap-v3' ? c.fees.join() : ''}|${amountIn}`,
  )
  const missing = candidates.flatMap((candidate, i) =>
    cache.has(keys[i]!) ? [] : [{ i, candidate }],
  )
  const local = await Promise.all(
    missing.map(({ candidate }) =>
      quoteFromPools({ rpcUrl, swap, candidate, amountIn, block }),
    ),
  )
  const onChain = missing.flatMap(({ i, candidate }, j) => {
    const output = local[j]
    if (output !== NEEDS_QUOTER) {
      cache.set(keys[i]!, output)
      return []
    }
    return [{ i, call: quoteCall(swap, candidate, amountIn) }]
  })
  const answers = await callContractsAt(
    rpcUrl,
    onChain.map(({ call }) => call),
    block,
  )
  onChain.forEach(({ i, call }, j) => {
    const data = answers[j]
    cache.set(keys[i]!, data === undefined ? undefined : call.read(data))
  })
  return keys.map((key) => cache.get(key))
}

/** The candidates whose every pool exists (looked up once per distinct pool). */
async function withPools(
  rpcUrl: string,
  swap: SwapSettings,
  candidates: Candidate[],
): Promise<Candidate[]> {
  const lookups = new Map<string, Promise<boolean>>()
  const exists = (key: PoolKey) => {
    const id = `${key.protocol}|${key.tokenA}|${key.tokenB}|${key.fee ?? ''}`
    let found = lookups.get(id)
    if (!found) {
      found = poolExists(rpcUrl, swap, key)
      lookups.set(id, found)
    }
    return found
  }
  const kept = await Promise.all(
    candidates.map(async (c) =>
      (await Promise.all(routeHops(c).map(exists))).every(Boolean),
    ),
  )
  return candidates.filter((_, i) => kept[i])
}

/**
 * The route paying out the most for `amountIn` of `tokenIn` (wrapped
 * native for the native currency), among direct and one-hop routes on V2
 * and every V3 fee tier whose pools exist (`poolExists`), quoted at the
 * latest block to the wei of the on-chain quoters: from the pools' state
 * read once per block, else by the quoters in one batched request
 * (`quoteCandidates`; answers kept for the rest of that block); ties go
 * to the earlier (shorter,
 * V2 first) route. `accept` drops routes (e.g. through a router without
 * allowance). None → 400 `NO_ROUTE`.
 */
export async function findBestRoute({
  rpcUrl,
  swap,
  tokenIn,
  tokenOut,
  amountIn,
  accept = () => true,
}: {
  rpcUrl: string
  swap: SwapSettings
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  accept?: (candidate: Candidate) => boolean
}): Promise<SwapRoute> {
  const candidates = await withPools(
    rpcUrl,
    swap,
    routeCandidates(swap, tokenIn, tokenOut).filter(accept),
  )
  const outputs = await quoteCandidates(rpcUrl, swap, candidates, amountIn)
  let best: SwapRoute | undefined
  candidates.forEach((candidate, i) => {
    const amountOut = outputs[i]
    if (amountOut === undefined || amountOut === 0n) return
    if (!best || amountOut > best.amountOut)
      best = { ...candidate, amountOut } as SwapRoute
  })
  if (!best)
    throw new BlockchainApiError(
      400,
      'NO_ROUTE',
      'No pool route pays out anything for this amount between these tokens.',
    )
  return best
}
