import { createRequire } from 'node:module'
import type * as V3Sdk from '@uniswap/v3-sdk'
import type { V3PoolState } from './v3PoolAt.js'

/** The JSBI class (the CommonJS module is the class itself). */
type JSBIClass = typeof import('jsbi').default

const require = createRequire(import.meta.url)
let sdk: { v3Swap: typeof V3Sdk.v3Swap; JSBI: JSBIClass } | undefined
/**
 * `@uniswap/v3-sdk` and the JSBI its math takes, loaded on the first V3
 * quote (~0.3 s): its CommonJS build, as its ES build's directory
 * imports do not load in Node.
 */
const v3Sdk = () => {
  sdk ??= {
    v3Swap: (require('@uniswap/v3-sdk') as typeof V3Sdk).v3Swap,
    JSBI: require('jsbi') as JSBIClass,
  }
  return sdk
}

/** `pool.swap` takes the amount as an int256. */
const INT256_LIMIT = 2n ** 255n

const jsbi = (value: bigint | number) => v3Sdk().JSBI.BigInt(value.toString())

/**
 * What QuoterV2's `quoteExactInputSingle` answers for `amountIn` through
 * `pool` (price limit 0), by `@uniswap/v3-sdk`'s `v3Swap`: the pool's
 * own swap loop in exact integer math over its initialized ticks (read
 * on demand). `undefined` where the pool reverts (no input, or one past
 * int256). Throws where the simulation cannot answer (the caller then
 * asks the quoter).
 */
export async function v3AmountOut(
  pool: V3PoolState,
  zeroForOne: boolean,
  amountIn: bigint,
): Promise<bigint | undefined> {
  if (amountIn <= 0n || amountIn >= INT256_LIMIT) return undefined
  const { amountCalculated } = await v3Sdk().v3Swap(
    jsbi(pool.fee),
    jsbi(pool.sqrtPriceX96),
    pool.tick,
    jsbi(pool.liquidity),
    pool.tickSpacing,
    pool.ticks,
    zeroForOne,
    jsbi(amountIn),
  )
  return -BigInt(amountCalculated.toString())
}
