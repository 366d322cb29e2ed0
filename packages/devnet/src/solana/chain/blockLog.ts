import type { TransactionRecord } from './createSolanaChain.js'

/** One produced block: a slot with its (one) landed transaction. */
export type BlockRecord = {
  slot: bigint
  parentSlot: bigint
  blockHeight: bigint
  /** The blockhash this block made (latest once it was produced). */
  blockhash: string
  /** The blockhash that was latest before it. */
  previousBlockhash: string
  blockTime: number
  transactions: readonly TransactionRecord[]
}

/** The chain's produced blocks by slot (all kept: a local chain is small). */
export function createBlockLog() {
  const blocks = new Map<bigint, BlockRecord>()
  return {
    add(block: BlockRecord) {
      blocks.set(block.slot, block)
    },
    get: (slot: bigint) => blocks.get(slot),
  }
}
