import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem'
import { callAt } from './callAt.js'
import type { BlockRef } from './latestBlock.js'
import { stateAt } from './stateAt.js'
import { uniswapV3PoolAbi } from './uniswapAbis.js'
import type { PoolState } from './v3/swap.js'
import { V3TickBitmap } from './v3TickBitmap.js'

/** What our V3 swap loop needs of a pool at one block. */
export type V3PoolState = PoolState & { tickSpacing: number }

const call = (functionName: 'slot0' | 'liquidity' | 'tickSpacing') =>
  encodeFunctionData({ abi: uniswapV3PoolAbi, functionName })
const SLOT0 = call('slot0')
const LIQUIDITY = call('liquidity')
const TICK_SPACING = call('tickSpacing')

/** Pools' tick and spacing at the last block read, by node and pool. */
const lastSeen = new Map<string, { tick: number; tickSpacing: number }>()
const MAX_LAST_SEEN = 1_000

/**
 * The V3 `pool` (fee tier `fee`) at `block`: `slot0`, `liquidity`,
 * `tickSpacing` and the bitmap words beside the current tick, read once
 * per node, block and pool (`stateAt`). The words around the tick of the
 * previous block go out in the same batch as `slot0`, so a pool whose
 * price stayed in its word costs one batch per block; further words and
 * crossed ticks are read on demand (`V3TickBitmap`). `undefined` when a
 * read reverts (not a V3 pool).
 */
export function v3PoolAt(
  rpcUrl: string,
  block: BlockRef,
  pool: Address,
  fee: number,
): Promise<V3PoolState | undefined> {
  return stateAt(rpcUrl, block, `v3|${pool}`, async () => {
    const seenKey = `${rpcUrl}|${pool}`
    const seen = lastSeen.get(seenKey)
    const read = (data: `0x${string}`) =>
      callAt(rpcUrl, block, { to: pool, data })
    const reads = Promise.all([
      read(SLOT0),
      read(LIQUIDITY),
      read(TICK_SPACING),
    ])
    let ticks = seen && new V3TickBitmap(rpcUrl, block, pool, seen.tickSpacing)
    if (ticks && seen) {
      const word = ticks.wordOf(seen.tick)
      ticks.preload(word - 1, word + 1).catch(() => {})
    }
    const [slot0, liquidity, tickSpacing] = await reads
    if (!slot0 || !liquidity || !tickSpacing) return undefined
    const [sqrtPriceX96, tick, , , , , unlocked] = decodeFunctionResult({
      abi: uniswapV3PoolAbi,
      functionName: 'slot0',
      data: slot0,
    })
    // A locked pool reverts every swap ('LOK'): not seen outside a
    // transaction, so left to the quoter.
    if (!unlocked) return undefined
    const spacing = decodeFunctionResult({
      abi: uniswapV3PoolAbi,
      functionName: 'tickSpacing',
      data: tickSpacing,
    })
    if (!ticks || ticks.tickSpacing !== spacing)
      ticks = new V3TickBitmap(rpcUrl, block, pool, spacing)
    const word = ticks.wordOf(tick)
    await ticks.preload(word - 1, word + 1)
    if (lastSeen.size >= MAX_LAST_SEEN) lastSeen.clear()
    lastSeen.set(seenKey, { tick, tickSpacing: spacing })
    return {
      fee,
      sqrtPriceX96,
      tick,
      liquidity: decodeFunctionResult({
        abi: uniswapV3PoolAbi,
        functionName: 'liquidity',
        data: liquidity,
      }),
      tickSpacing: spacing,
      ticks,
    }
  })
}
