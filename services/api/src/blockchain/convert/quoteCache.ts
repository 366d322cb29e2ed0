import type { BlockRef } from './latestBlock.js'

/** Quotes kept per node for its latest block; past it the oldest go first. */
const MAX_ENTRIES = 5_000

type NodeCache = { hash: string; outputs: Map<string, bigint | undefined> }
const nodes = new Map<string, NodeCache>()

/**
 * What candidate routes paid out for an amount at `block`, per node: the
 * same state gives the same answer, so a quote asked again within a block
 * is not computed again. Another head (a new block, or a devnet reverted
 * to a snapshot: by hash, never number) empties the node's entries.
 */
export function quoteCacheAt(rpcUrl: string, block: BlockRef) {
  let node = nodes.get(rpcUrl)
  if (!node || node.hash !== block.hash) {
    node = { hash: block.hash, outputs: new Map() }
    nodes.set(rpcUrl, node)
  }
  const { outputs } = node
  return {
    has: (key: string) => outputs.has(key),
    get: (key: string) => outputs.get(key),
    set(key: string, output: bigint | undefined) {
      if (outputs.size >= MAX_ENTRIES) {
        const oldest = outputs.keys().next().value
        if (oldest !== undefined) outputs.delete(oldest)
      }
      outputs.set(key, output)
    },
  }
}
