import type { BlockRef } from '../convert/latestBlock.js'

/** Tokens priced per node for its latest block; past it the oldest go first. */
const MAX_ENTRIES = 1_000

type NodePrices = {
  hash: string
  prices: Map<string, Promise<number | undefined>>
}
const nodes = new Map<string, NodePrices>()

/**
 * Pool prices (USD, `undefined` when no route pays) per node for `block`,
 * kept as promises so concurrent requests share one computation. Another
 * head (a new block, or a devnet reverted to a snapshot: by hash, never
 * number) empties the node's entries, so every reader follows the pools
 * from the next block on.
 */
export function poolPriceCacheAt(rpcUrl: string, block: BlockRef) {
  let node = nodes.get(rpcUrl)
  if (!node || node.hash !== block.hash) {
    node = { hash: block.hash, prices: new Map() }
    nodes.set(rpcUrl, node)
  }
  const { prices } = node
  return {
    get: (key: string) => prices.get(key),
    set(key: string, price: Promise<number | undefined>) {
      if (prices.size >= MAX_ENTRIES) {
        const oldest = prices.keys().next().value
        if (oldest !== undefined) prices.delete(oldest)
      }
      prices.set(key, price)
    },
  }
}
