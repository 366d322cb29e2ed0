import type { Hex } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { rpcRequest } from '../rpc/rpcRequest.js'

/** The head a quote is computed at. */
export type BlockRef = { hash: Hex; number: bigint }

const inFlight = new Map<string, Promise<BlockRef>>()

/**
 * The node's latest block (hash and number). Callers asking while one
 * lookup is under way share it, so concurrent quotes cost the node one
 * `eth_getBlockByNumber`. By hash, not number: a devnet reverted to a
 * snapshot reuses numbers, never hashes.
 */
export function latestBlock(rpcUrl: string): Promise<BlockRef> {
  let found = inFlight.get(rpcUrl)
  if (!found) {
    found = rpcRequest<{ hash?: unknown; number?: unknown } | null>({
      url: rpcUrl,
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    })
      .then((block) => {
        if (typeof block?.hash !== 'string' || typeof block.number !== 'string')
          throw new BlockchainApiError(
            502,
            'UPSTREAM_ERROR',
            'The chain node answered eth_getBlockByNumber without a block.',
          )
        return { hash: block.hash as Hex, number: BigInt(block.number) }
      })
      .finally(() => inFlight.delete(rpcUrl))
    inFlight.set(rpcUrl, found)
  }
  return found
}
