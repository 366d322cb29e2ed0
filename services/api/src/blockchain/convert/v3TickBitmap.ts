import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem'
import { callAt } from './callAt.js'
import type { BlockRef } from './latestBlock.js'
import { uniswapV3PoolAbi } from './uniswapAbis.js'
import type { PoolTicks } from './v3/swap.js'
import {
  compress,
  lookupWord,
  nextInitializedTickWithinOneWord,
  wordPosition,
} from './v3/tickBitmap.js'
import { MAX_TICK, MIN_TICK } from './v3/tickMath.js'

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

/**
 * The initialized ticks of one V3 pool at one block, for our swap loop
 * (`v3/swap.ts`): its `tickBitmap` words and the `liquidityNet` of
 * crossed ticks are read from the pool on demand (each once, the reads of
 * one turn of the event loop in one batch), and
 * `nextInitializedTickWithinOneWord` is the pool's own `TickBitmap`
 * lookup over them, so the walk is the one the chain makes. Words read
 * are answered synchronously afterwards (no promise per step).
 */
export class V3TickBitmap implements PoolTicks {
  readonly #words = new Map<number, Promise<bigint>>()
  readonly #wordsRead = new Map<number, bigint>()
  readonly #liquidityNets = new Map<number, Promise<bigint>>()
  readonly #netsRead = new Map<number, bigint>()
  readonly #minWord: number
  readonly #maxWord: number

  constructor(
    readonly rpcUrl: string,
    readonly block: BlockRef,
    readonly pool: Address,
    readonly tickSpacing: number,
  ) {
    this.#minWord = wordPosition(compress(MIN_TICK, tickSpacing))
    this.#maxWord = wordPosition(compress(MAX_TICK, tickSpacing))
  }

  /** The bitmap word holding `tick`'s compressed position. */
  wordOf(tick: number) {
    return wordPosition(compress(tick, this.tickSpacing))
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

  nextInitializedTickWithinOneWord(
    tick: number,
    lte: boolean,
  ): [number, boolean] | Promise<[number, boolean]> {
    const position = lookupWord(tick, this.tickSpacing, lte)
    const lookup = (word: bigint) =>
      nextInitializedTickWithinOneWord(word, tick, this.tickSpacing, lte)
    // Words past the pool's tick range hold no initialized tick.
    if (position < this.#minWord || position > this.#maxWord) return lookup(0n)
    const read = this.#wordsRead.get(position)
    if (read !== undefined) return lookup(read)
    return this.#word(position, lte ? -1 : 1).then(lookup)
  }

  liquidityNet(tick: number): bigint | Promise<bigint> {
    const read = this.#netsRead.get(tick)
    if (read !== undefined) return read
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
      found.then((net) => this.#netsRead.set(tick, net)).catch(() => {})
    }
    return found
  }

  /** Word `position`, reading it and the next ones `direction`-wards if missing. */
  #word(position: number, direction: 1 | -1): Promise<bigint> {
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
    ).then((data) => {
      const word = decodeFunctionResult({
        abi: uniswapV3PoolAbi,
        functionName: 'tickBitmap',
        data,
      })
      this.#wordsRead.set(position, word)
      return word
    })
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
