import { type Address, decodeFunctionResult, encodeFunctionData } from 'viem'
import { callAt } from './callAt.js'
import type { BlockRef } from './latestBlock.js'
import { stateAt } from './stateAt.js'
import { uniswapV2PairAbi } from './uniswapAbis.js'

/** A V2 pair's reserves, by its token0 and token1 (sorted addresses). */
export type V2Reserves = { reserve0: bigint; reserve1: bigint }

const GET_RESERVES = encodeFunctionData({
  abi: uniswapV2PairAbi,
  functionName: 'getReserves',
})

/**
 * The reserves of the V2 `pair` at `block` (`getReserves`), read once per
 * node, block and pair (`stateAt`); `undefined` when the call reverts.
 */
export function v2ReservesAt(
  rpcUrl: string,
  block: BlockRef,
  pair: Address,
): Promise<V2Reserves | undefined> {
  return stateAt(rpcUrl, block, `v2|${pair}`, async () => {
    const data = await callAt(rpcUrl, block, { to: pair, data: GET_RESERVES })
    if (!data) return undefined
    const [reserve0, reserve1] = decodeFunctionResult({
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
      data,
    })
    return { reserve0, reserve1 }
  })
}
