import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { SwapSettings } from '../settings/BlockchainSettings.js'
import { callContract } from './callContract.js'

const factoryAbi = parseAbi([
  'function factory() view returns (address)',
  'function getPair(address tokenA, address tokenB) view returns (address)',
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
])

/** One pool a route hop needs: V2 pair, or V3 pool of a fee tier. */
export type PoolKey = {
  protocol: 'uniswap-v2' | 'uniswap-v3'
  tokenA: Address
  tokenB: Address
  fee?: number | undefined
}

/** Entries kept (tokens come from callers); past it the oldest go first. */
const MAX_ENTRIES = 10_000
/** How long a missing pool is remembered, ms (a found one stays found). */
const MISSING_TTL_MS = 60_000

type Entry = { address: Address | undefined; until: number }
const pools = new Map<string, Entry>()
const factories = new Map<string, Promise<Address | undefined>>()

async function read(rpcUrl: string, to: Address, data: Hex) {
  const result = await callContract(rpcUrl, { to, data })
  return result && result.length >= 66 ? result : undefined
}

/** The factory a router or quoter reports (`factory()`), once per node and contract. */
function factoryOf(rpcUrl: string, contract: Address) {
  const key = `${rpcUrl}|${contract}`
  let found = factories.get(key)
  if (!found) {
    found = read(
      rpcUrl,
      contract,
      encodeFunctionData({ abi: factoryAbi, functionName: 'factory' }),
    ).then((data) =>
      data
        ? decodeFunctionResult({
            abi: factoryAbi,
            functionName: 'factory',
            data,
          })
        : undefined,
    )
    // A failed lookup is tried again next time.
    found.catch(() => factories.delete(key))
    if (factories.size >= MAX_ENTRIES) factories.clear()
    factories.set(key, found)
  }
  return found
}

/**
 * Whether the pool of `key` exists (the factory's `getPair` / `getPool`),
 * cached: found pools for good, missing ones for a minute. `true` when
 * the factory cannot be told (then the quote decides).
 */
export async function poolExists(
  rpcUrl: string,
  swap: SwapSettings,
  key: PoolKey,
  now = Date.now(),
): Promise<boolean> {
  const found = await lookUp(rpcUrl, swap, key, now)
  return found === 'unknown' || found !== undefined
}

/**
 * The address of the pool of `key` (see `poolExists`); `undefined` when
 * it is missing or the factory cannot be told.
 */
export async function poolAddress(
  rpcUrl: string,
  swap: SwapSettings,
  key: PoolKey,
): Promise<Address | undefined> {
  const found = await lookUp(rpcUrl, swap, key, Date.now())
  return found === 'unknown' ? undefined : found
}

async function lookUp(
  rpcUrl: string,
  swap: SwapSettings,
  key: PoolKey,
  now: number,
): Promise<Address | undefined | 'unknown'> {
  const contract =
    key.protocol === 'uniswap-v2'
      ? swap.uniswapV2?.router
      : swap.uniswapV3?.quoter
  if (!contract) return undefined
  const [a, b] =
    key.tokenA.toLowerCase() < key.tokenB.toLowerCase()
      ? [key.tokenA, key.tokenB]
      : [key.tokenB, key.tokenA]
  const id = `${rpcUrl}|${contract}|${a}|${b}|${key.fee ?? ''}`
  const cached = pools.get(id)
  if (cached && (cached.address !== undefined || cached.until > now))
    return cached.address
  const factory = await factoryOf(rpcUrl, contract)
  if (!factory) return 'unknown'
  const data = await read(
    rpcUrl,
    factory,
    key.protocol === 'uniswap-v2'
      ? encodeFunctionData({
          abi: factoryAbi,
          functionName: 'getPair',
          args: [a, b],
        })
      : encodeFunctionData({
          abi: factoryAbi,
          functionName: 'getPool',
          args: [a, b, key.fee ?? 0],
        }),
  )
  const address = data
    ? decodeFunctionResult({
        abi: factoryAbi,
        functionName: key.protocol === 'uniswap-v2' ? 'getPair' : 'getPool',
        data,
      })
    : zeroAddress
  const found = address === zeroAddress ? undefined : address
  if (pools.size >= MAX_ENTRIES) {
    const oldest = pools.keys().next().value
    if (oldest !== undefined) pools.delete(oldest)
  }
  pools.set(id, { address: found, until: now + MISSING_TTL_MS })
  return found
}
