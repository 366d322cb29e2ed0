import { getAddress } from 'viem'
import type { DbQueryable } from '../../db/Db.js'
import { placeholders } from '../db/placeholders.js'
import { readAndCache } from '../nfts/getAccountNfts.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
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
  /** When the token's metadata was read (null: never). */
  fetched_at: number | string | null
}

/**
 * The NFT transfers from or to `address` in the given transactions, with
 * collection and cached token metadata (`withNftMetadata` reads what was
 * never read, e.g. a token the account no longer holds).
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
       c.symbol AS collection_symbol, m.name, m.image_url, m.fetched_at
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

/**
 * The rows with the metadata of each token never read before read and
 * cached (once per token, at most `max` per page), so the history names
 * and pictures an NFT even when no holdings list asked for it.
 */
export async function withNftMetadata(
  db: DbQueryable,
  settings: Pick<BlockchainSettings, 'chains'>,
  rows: NftTransferRow[],
  max = 20,
): Promise<NftTransferRow[]> {
  const key = (r: NftTransferRow) =>
    `${r.chain_id} ${r.token_address} ${r.token_id}`
  const unread = new Map<string, NftTransferRow>()
  for (const row of rows)
    if (row.fetched_at === null && unread.size < max) unread.set(key(row), row)
  if (unread.size === 0) return rows
  const now = Date.now()
  const read = new Map(
    await Promise.all(
      [...unread].map(
        async ([k, r]) =>
          [
            k,
            await readAndCache(
              db,
              settings,
              { ...r, contract: r.token_address },
              now,
            ),
          ] as const,
      ),
    ),
  )
  return rows.map((row) => {
    const meta = read.get(key(row))
    return meta
      ? { ...row, name: meta.name, image_url: meta.imageUrl, fetched_at: now }
      : row
  })
}
