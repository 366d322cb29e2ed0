import type { BlockRef } from './latestBlock.js'

/** Entries kept per node for its latest block; past it the oldest go first. */
const MAX_ENTRIES = 5_000

type NodeState = { hash: string; entries: Map<string, Promise<unknown>> }
const nodes = new Map<string, NodeState>()

/**
 * What `load` reads of the chain at `block`, once per node, block and
 * `key`: callers asking meanwhile or later in the block share the one
 * read (single-flight); another head (a new block, or a devnet reverted
 * to a snapshot: by hash, never number) drops the node's entries. A load
 * that fails is forgotten, so the next caller reads again.
 */
export function stateAt<T>(
  rpcUrl: string,
  block: BlockRef,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let node = nodes.get(rpcUrl)
  if (!node || node.hash !== block.hash) {
    node = { hash: block.hash, entries: new Map() }
    nodes.set(rpcUrl, node)
  }
  const { entries } = node
  const found = entries.get(key) as Promise<T> | undefined
  if (found) return found
  const loading = load()
  loading.catch(() => {
    if (entries.get(key) === loading) entries.delete(key)
  })
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value
    if (oldest !== undefined) entries.delete(oldest)
  }
  entries.set(key, loading)
  return loading
}
