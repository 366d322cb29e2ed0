import type { Db } from '../../db/Db.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { type IndexChainReturnType, indexChain } from './indexChain.js'

export type CreateIndexerParameters = {
  db: Db
  settings: Pick<BlockchainSettings, 'chains' | 'indexer'>
  /** Called with each failed pass of a chain in the poll loop. */
  onError?: (error: unknown, chainId: number) => void
}

export type Indexer = {
  /**
   * One pass over every chain, in order. Concurrent calls share the pass
   * that is running. A chain whose node fails is reported in `errors` and
   * the other chains still run.
   */
  indexOnce(): Promise<{
    results: IndexChainReturnType[]
    errors: { chainId: number; error: unknown }[]
  }>
  /** Starts polling every `settings.indexer.pollIntervalMs`. */
  start(): void
  /** Stops polling and waits for the running pass. */
  stop(): Promise<void>
}

/**
 * The transaction history indexer: follows each configured chain's node
 * (eth_blockNumber, eth_getBlockByNumber, eth_getLogs for ERC-20, ERC-721
 * and ERC-1155 transfers)
 * into the database, resuming from the last indexed block.
 */
export function createIndexer({
  db,
  settings,
  onError = () => {},
}: CreateIndexerParameters): Indexer {
  const { pollIntervalMs, reorgDepth, maxBlocksPerPass } = settings.indexer
  let running: ReturnType<Indexer['indexOnce']> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let polling = false

  async function pass() {
    const results: IndexChainReturnType[] = []
    const errors: { chainId: number; error: unknown }[] = []
    for (const chain of settings.chains) {
      try {
        results.push(
          await indexChain(db, { chain, reorgDepth, maxBlocksPerPass }),
        )
      } catch (error) {
        errors.push({ chainId: chain.chainId, error })
      }
    }
    return { results, errors }
  }

  function indexOnce() {
    running ??= pass().finally(() => {
      running = undefined
    })
    return running
  }

  function schedule(delay: number) {
    if (!polling) return
    timer = setTimeout(async () => {
      const { results, errors } = await indexOnce()
      for (const { chainId, error } of errors) onError(error, chainId)
      // Still behind the head: go on at once instead of waiting.
      const behind = results.some((r) => r.lastBlock < r.head)
      schedule(behind ? 0 : pollIntervalMs)
    }, delay)
  }

  return {
    indexOnce,
    start() {
      if (polling) return
      polling = true
      schedule(0)
    },
    async stop() {
      polling = false
      clearTimeout(timer)
      await running
    },
  }
}
