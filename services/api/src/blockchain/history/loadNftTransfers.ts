import { getAddress } from 'viem'
import type { DbQueryable } from '../../db/Db.js'
import { placeholders } from '../db/placeholders.js'
import type { HistoryTransfer } from './HistoryTransaction.js'

/** An NFT transfer of a history page, with what is known of the token. */
export type NftTransferRow = {
  chain_id: string
  tx_hash: string
  /** Contract, lowercase: the `token_address` of the transfer. */
  token_address: string
  standard: 'erc721' | 'erc1155'
  token_id: string
  from_address: string
  to_address: string
  amount: string
  collection_name: string | null
  collection_symbol: string | null
  name: string | null
  image_url: string | null
}

/**
 * The NFT transfers from or to `address` in the given transactions, with
 * collection and cached token metadata (none is fetched here: the NFT
 * holdings route reads and caches it).
 */
export function loadNftTransfers(
  db: DbQueryable,
  address: string,
  hashes: readonly string[],
): Promise<NftTransferRow[]> {
  return db.query<NftTransferRow>(
    `SELECT t.chain_id, t.tx_hash, t.contract AS token_address, t.standard,
       t.token_id::text AS token_id, t.from_address, t.to_address,
       t.amount::text AS amount, c.name AS collection_name,
       c.symbol AS collection_symbol, m.name, m.image_url
     FROM chain_nft_transfers t
     LEFT JOIN chain_nft_collections c
       ON c.chain_id = t.chain_id AND c.address = t.contract
     LEFT JOIN chain_nft_metadata m ON m.chain_id = t.chain_id
       AND m.contract = t.contract AND m.token_id = t.token_id
     WHERE (t.from_address = $1 OR t.to_address = $1)
       AND t.tx_hash IN (${placeholders(2, hashes.length)})
     ORDER BY t.chain_id, t.tx_hash, t.log_index, t.batch_index`,
    [address, ...hashes],
  )
}

/**
 * The history lines of one NFT transfer seen from `address` (one per side
 * it is on): `nft_info` with the token's name, collection, id, standard
 * and preview image, never flagged as spam; no `fungible_info`.
 */
export function toNftTransfers(
  row: NftTransferRow,
  address: string,
  spam: boolean,
): HistoryTransfer[] {
  const collection = row.collection_name ?? row.collection_symbol
  const base = {
    quantity: { numeric: row.amount },
    sender: getAddress(row.from_address),
    recipient: getAddress(row.to_address),
    nft_info: {
      name: row.name ?? `${collection ?? 'NFT'} #${row.token_id}`,
      ...(collection ? { collection: { name: collection } } : {}),
      token_id: row.token_id,
      standard: row.standard,
      ...(row.image_url
        ? { content: { preview: { url: row.image_url } } }
        : {}),
      flags: { is_spam: spam },
    },
  }
  const lines: HistoryTransfer[] = []
  if (row.from_address === address) lines.push({ ...base, direction: 'out' })
  if (row.to_address === address) lines.push({ ...base, direction: 'in' })
  return lines
}
