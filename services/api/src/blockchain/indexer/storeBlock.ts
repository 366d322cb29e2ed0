import { type Hex, hexToBigInt, hexToNumber, zeroAddress } from 'viem'
import type { DbQueryable } from '../../db/Db.js'
import { decodeNftTransfers } from './decodeNftTransfers.js'
import type { RpcBlock, RpcLog } from './rpcTypes.js'

/** keccak256('Transfer(address,address,uint256)') */
export const TRANSFER_TOPIC =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export type StoreBlockParameters = {
  /** CAIP-2 chain id. */
  chainId: string
  block: RpcBlock
  /** Receipt status (true = success) per transaction hash. */
  status: Map<Hex, boolean>
  /**
   * Token transfer logs of this block: ERC-20 and ERC-721 Transfer, ERC-1155
   * TransferSingle and TransferBatch.
   */
  logs: readonly RpcLog[]
}

/**
 * Writes one block, its transactions, native, ERC-20 and NFT transfers
 * (one NFT row per token moved) and the activity rows of every address involved, then moves the chain's
 * last indexed block. Run it inside a transaction.
 */
export async function storeBlock(
  db: DbQueryable,
  { chainId, block, status, logs }: StoreBlockParameters,
): Promise<void> {
  const number = hexToNumber(block.number)
  const minedAt = hexToNumber(block.timestamp)
  await db.query(
    `INSERT INTO chain_blocks (chain_id, number, hash, timestamp)
     VALUES ($1, $2, $3, $4)`,
    [chainId, number, block.hash, minedAt],
  )
  const txIndex = new Map<Hex, number>()
  const activity = new Set<string>()
  const addActivity = async (address: string | null, hash: Hex) => {
    if (!address || address === zeroAddress) return
    const key = `${address}:${hash}`
    if (activity.has(key)) return
    activity.add(key)
    await db.query(
      `INSERT INTO chain_account_activity
         (address, chain_id, tx_hash, mined_at, block_number, tx_index)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [address, chainId, hash, minedAt, number, txIndex.get(hash) ?? 0],
    )
  }
  for (const tx of block.transactions) {
    const index = hexToNumber(tx.transactionIndex)
    txIndex.set(tx.hash, index)
    const ok = status.get(tx.hash) ?? true
    const from = tx.from.toLowerCase()
    const to = tx.to?.toLowerCase() ?? null
    const value = hexToBigInt(tx.value)
    await db.query(
      `INSERT INTO chain_transactions (chain_id, hash, block_number, tx_index,
         from_address, to_address, value, nonce, status, selector, mined_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        chainId,
        tx.hash,
        number,
        index,
        from,
        to,
        value.toString(),
        hexToNumber(tx.nonce),
        ok ? 'confirmed' : 'failed',
        tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
        minedAt,
      ],
    )
    if (ok && value > 0n && to)
      await db.query(
        `INSERT INTO chain_transfers (chain_id, tx_hash, log_index,
           block_number, token_address, from_address, to_address, amount)
         VALUES ($1, $2, -1, $3, NULL, $4, $5, $6)`,
        [chainId, tx.hash, number, from, to, value.toString()],
      )
    await addActivity(from, tx.hash)
    await addActivity(to, tx.hash)
  }
  for (const log of logs) {
    const transfer = decodeTransfer(log)
    if (!transfer) continue
    await db.query(
      `INSERT INTO chain_transfers (chain_id, tx_hash, log_index,
         block_number, token_address, from_address, to_address, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [
        chainId,
        log.transactionHash,
        hexToNumber(log.logIndex),
        number,
        log.address.toLowerCase(),
        transfer.from,
        transfer.to,
        transfer.amount.toString(),
      ],
    )
    await addActivity(transfer.from, log.transactionHash)
    await addActivity(transfer.to, log.transactionHash)
  }
  for (const log of logs) {
    for (const nft of decodeNftTransfers(log)) {
      await db.query(
        `INSERT INTO chain_nft_transfers (chain_id, tx_hash, log_index,
           batch_index, block_number, contract, standard, token_id,
           from_address, to_address, amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT DO NOTHING`,
        [
          chainId,
          log.transactionHash,
          hexToNumber(log.logIndex),
          nft.batchIndex,
          number,
          log.address.toLowerCase(),
          nft.standard,
          nft.tokenId.toString(),
          nft.from,
          nft.to,
          nft.amount.toString(),
        ],
      )
      await addActivity(nft.from, log.transactionHash)
      await addActivity(nft.to, log.transactionHash)
    }
  }
  await db.query(
    `INSERT INTO chain_index_state (chain_id, last_block) VALUES ($1, $2)
     ON CONFLICT (chain_id)
     DO UPDATE SET last_block = EXCLUDED.last_block, updated_at = now()`,
    [chainId, number],
  )
}

/**
 * An ERC-20 Transfer has 3 topics and a 32-byte amount; ERC-721 puts the
 * token id in a fourth topic, so it is skipped here.
 */
export function decodeTransfer(log: RpcLog) {
  const [topic, from, to] = log.topics
  if (log.topics.length !== 3 || topic !== TRANSFER_TOPIC) return undefined
  if (!from || !to || log.data.length !== 66 || log.removed) return undefined
  return {
    from: `0x${from.slice(26)}`.toLowerCase(),
    to: `0x${to.slice(26)}`.toLowerCase(),
    amount: hexToBigInt(log.data),
  }
}
