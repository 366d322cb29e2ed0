import type { TickDataProvider } from '@uniswap/v3-sdk'
import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem'
import { callAt } from './callAt.js'
import type { BlockRef } from './latestBlock.js'
import { uniswapV3PoolAbi } from './uniswapAbis.js'

/** TickMath.MIN_TICK / MAX_TICK of Uniswap V3 core. */
const MIN_TICK = -887272
const MAX_TICK = 887272
/**
 * Bitmap words read at once when a swap walks past the loaded ones, at
 * least; then as many as are loaded (a long walk doubles its reach per
 * round trip).
 */
const CHUNK = 16
/**
 * Words read per pool and block at most (both directions; a full-range
 * walk is 58 words each way at spacing 60, 347 at spacing 10); a swap
 * needing more is quoted on chain.
 */
const MAX_WORDS = 512

/**
 * The swap cannot be simulated from what the reader may load (it walks
 * past `MAX_WORDS` words, or the pool reverted a read): the on-chain
 * quoter answers instead.
 */
class NeedsQuoterError extends Error {
  override name = 'NeedsQuoterError'
}

const msb = (x: bigint) => x.toString(2).length - 1

/**
 * The initialized ticks of one V3 pool at one block, for `v3Swap`
 * (`@uniswap/v3-sdk`'s swap loop): its `tickBitmap` words and the
 * `liquidityNet` of crossed ticks are read from the pool on demand (each
 * once, the reads of one turn of the event loop in one batch), and
 * `nextInitializedTickWithinOneWord` is the pool's own `TickBitmap`
 * lookup over them, so the walk is the one the chain makes.
 */
export class V3TickBitmap implements TickDataProvider {
  readonly #words = new Map<number, Promise<bigint>>()
  readonly #liquidityNets = new Map<number, Promise<bigint>>()
  readonly #minWord: number
  readonly #maxWord: number

  constructor(
    readonly rpcUrl: string,
    readonly block: BlockRef,
    readonly pool: Address,
    readonly tickSpacing: number,
  ) {
    this.#minWord = Math.floor(MIN_TICK / tickSpacing) >> 8
    this.#maxWord = Math.floor(MAX_TICK / tickSpacing) >> 8
  }

  /** The bitmap word holding `tick`'s compressed position. */
  wordOf(tick: number) {
    return Math.floor(tick / this.tickSpacing) >> 8
  }

  /** Starts reading the words `from`..`to` not read yet (within the pool's range). */
  preload(from: number, to: number): Promise<unknown> {
    const words: Promise<bigint>[] = []
    for (
      let p = Math.max(from, this.#minWord);
      p <= Math.min(to, this.#maxWord);
      p++
    )
      words.push(this.#words.get(p) ?? this.#load(p))
    return Promise.all(words)
  }

  async nextInitializedTickWithinOneWord(
    tick: number,
    lte: boolean,
    tickSpacing: number,
  ): Promise<[number, boolean]> {
    const compressed = Math.floor(tick / tickSpacing) + (lte ? 0 : 1)
    const bitPos = compressed & 255
    const word = await this.#word(compressed >> 8, lte ? -1 : 1)
    const bit = 1n << BigInt(bitPos)
    if (lte) {
      const masked = word & (bit - 1n + bit)
      return masked === 0n
        ? [(compressed - bitPos) * tickSpacing, false]
        : [(compressed - (bitPos - msb(masked))) * tickSpacing, true]
    }
    const masked = word & ~(bit - 1n)
    return masked === 0n
      ? [(compressed + (255 - bitPos)) * tickSpacing, false]
      : [(compressed + (msb(masked & -masked) - bitPos)) * tickSpacing, true]
  }

  async getTick(tick: number): Promise<{ liquidityNet: string }> {
    let found = this.#liquidityNets.get(tick)
    if (!found) {
      const loading = this.#read(
        encodeFunctionData({
          abi: uniswapV3PoolAbi,
          functionName: 'ticks',
          args: [tick],
        }),
      ).then(
        (data) =>
          decodeFunctionResult({
            abi: uniswapV3PoolAbi,
            functionName: 'ticks',
            data,
          })[1],
      )
      found = this.#remember(this.#liquidityNets, tick, loading)
    }
    return { liquidityNet: (await found).toString() }
  }

  /** Word `position`, reading it and the next ones `direction`-wards if missing. */
  #word(position: number, direction: 1 | -1): Promise<bigint> {
    if (position < this.#minWord || position > this.#maxWord)
      return Promise.resolve(0n)
    const found = this.#words.get(position)
    if (found) return found
    if (this.#words.size >= MAX_WORDS)
      return Promise.reject(new NeedsQuoterError())
    const wanted = this.#load(position)
    const size = this.#words.size
    const chunk = Math.min(Math.max(CHUNK, size), MAX_WORDS - size)
    for (let i = 1, p = position + direction; i < chunk; i++, p += direction) {
      if (p < this.#minWord || p > this.#maxWord) break
      if (!this.#words.has(p)) this.#load(p)
    }
    return wanted
  }

  #load(position: number): Promise<bigint> {
    const loading = this.#read(
      encodeFunctionData({
        abi: uniswapV3PoolAbi,
        functionName: 'tickBitmap',
        args: [position],
      }),
    ).then((data) =>
      decodeFunctionResult({
        abi: uniswapV3PoolAbi,
        functionName: 'tickBitmap',
        data,
      }),
    )
    return this.#remember(this.#words, position, loading)
  }

  async #read(data: `0x${string}`) {
    const answer = await callAt(this.rpcUrl, this.block, {
      to: this.pool,
      data,
    })
    // A pool never reverts these reads; one that does is not a V3 pool.
    if (!answer) throw new NeedsQuoterError()
    return answer
  }

  /** Keeps `loading` under `key`, forgetting it if it fails (read again next time). */
  #remember<K>(map: Map<K, Promise<bigint>>, key: K, loading: Promise<bigint>) {
    map.set(key, loading)
    loading.catch(() => {
      if (map.get(key) === loading) map.delete(key)
    })
    return loading
  }
}
