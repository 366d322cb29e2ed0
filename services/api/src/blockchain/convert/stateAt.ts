import type { BlockRef } from './latestBlock.js'

/** Entries kept per node and block; past it the oldest go first. */
const MAX_ENTRIES = 5_000
/**
 * Blocks kept per node: the head and the one before (quotes that looked
 * the head up just before a new block still share their block's reads).
 */
const MAX_BLOCKS = 2

/** Per node: per block hash, the reads by key. */
const nodes = new Map<string, Map<string, Map<string, Promise<unknown>>>>()

/**
 * What `load` reads of the chain at `block`, once per node, block and
 * `key`: callers asking meanwhile or later in the block share the one
 * read (single-flight). Blocks are told by hash, never number (a devnet
 * reverted to a snapshot reuses numbers); a new one drops all but the
 * last block's reads. A load that fails is forgotten, so the next caller
 * reads again.
 */
export function stateAt<T>(
  rpcUrl: string,
  block: BlockRef,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let blocks = nodes.get(rpcUrl)
  if (!blocks) {
    blocks = new Map()
    nodes.set(rpcUrl, blocks)
  }
  let entries = blocks.get(block.hash)
  if (!entries) {
    if (blocks.size >= MAX_BLOCKS) {
      const oldest = blocks.keys().next().value
      if (oldest !== undefined) blocks.delete(oldest)
    }
    entries = new Map()
    blocks.set(block.hash, entries)
  }
  const found = entries.get(key) as Promise<T> | undefined
  if (found) return found
  const loading = load()
  const kept = entries
  loading.catch(() => {
    if (kept.get(key) === loading) kept.delete(key)
  })
  if (kept.size >= MAX_ENTRIES) {
    const oldest = kept.keys().next().value
    if (oldest !== undefined) kept.delete(oldest)
  }
  kept.set(key, loading)
  return loading
}
