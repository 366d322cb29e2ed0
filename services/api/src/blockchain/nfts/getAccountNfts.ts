import { type Address, getAddress, type Hex } from 'viem'
import type { DbQueryable, SqlParam } from '../../db/Db.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { caipNetworkId } from '../utils/caipNetworkId.js'
import type { AccountNft } from './AccountNft.js'
import { fetchNftMetadata, type NftMetadata } from './fetchNftMetadata.js'

export type GetAccountNftsParameters = {
  address: Address
  /** Only this chain (CAIP-2); all indexed chains when absent. */
  chainId?: string | undefined
  /** A failed metadata read is tried again after this long. @default 300_000 */
  retryFailedAfterMs?: number
}

type HoldingRow = {
  chain_id: string
  contract: string
  standard: 'erc721' | 'erc1155'
  token_id: string
  amount: string
  collection_name: string | null
  collection_symbol: string | null
  name: string | null
  description: string | null
  image_url: string | null
  failed: boolean | null
  fetched_at: number | string | null
}

/** At most this many tokens per answer (and metadata reads per request). */
const LIMIT = 200

/**
 * The NFTs an account holds on the indexed chains, from the indexed
 * transfers (received minus sent, per token), with collection name and
 * symbol and each token's metadata (name, description, image), read from
 * the token URI the first time and cached in the database.
 */
export async function getAccountNfts(
  db: DbQueryable,
  settings: Pick<BlockchainSettings, 'chains'>,
  {
    address: account,
    chainId,
    retryFailedAfterMs = 300_000,
  }: GetAccountNftsParameters,
): Promise<AccountNft[]> {
  const address = account.toLowerCase()
  const params: SqlParam[] = [address]
  let where = '(t.to_address = $1 OR t.from_address = $1)'
  if (chainId !== undefined) {
    params.push(chainId)
    where += ` AND t.chain_id = $${params.length}`
  }
  const rows = await db.query<HoldingRow>(
    `SELECT h.chain_id, h.contract, h.standard, h.token_id::text AS token_id,
       h.amount::text AS amount, c.name AS collection_name,
       c.symbol AS collection_symbol, m.name, m.description, m.image_url,
       m.failed, m.fetched_at
     FROM (
       SELECT t.chain_id, t.contract, MIN(t.standard) AS standard, t.token_id,
         SUM(CASE WHEN t.to_address = $1 THEN t.amount ELSE 0 END)
           - SUM(CASE WHEN t.from_address = $1 THEN t.amount ELSE 0 END)
           AS amount,
         MAX(t.block_number) AS last_block
       FROM chain_nft_transfers t
       WHERE ${where}
       GROUP BY t.chain_id, t.contract, t.token_id
     ) h
     LEFT JOIN chain_nft_collections c
       ON c.chain_id = h.chain_id AND c.address = h.contract
     LEFT JOIN chain_nft_metadata m ON m.chain_id = h.chain_id
       AND m.contract = h.contract AND m.token_id = h.token_id
     WHERE h.amount > 0
     ORDER BY h.chain_id, h.contract, h.token_id
     LIMIT ${LIMIT}`,
    params,
  )
  const now = Date.now()
  return Promise.all(
    rows.map(async (row) => {
      let meta: NftMetadata = {
        name: row.name,
        description: row.description,
        imageUrl: row.image_url,
      }
      const stale =
        row.fetched_at === null ||
        (row.failed === true &&
          now - Number(row.fetched_at) > retryFailedAfterMs)
      if (stale) meta = await readAndCache(db, settings, row, now)
      const collection = {
        name: row.collection_name,
        symbol: row.collection_symbol,
      }
      return {
        chainId: row.chain_id,
        contract: getAddress(row.contract),
        tokenId: row.token_id,
        standard: row.standard,
        amount: row.amount,
        name:
          meta.name ??
          `${collection.name ?? collection.symbol ?? 'NFT'} #${row.token_id}`,
        description: meta.description ?? '',
        collection,
        imageUrl: meta.imageUrl,
      } satisfies AccountNft
    }),
  )
}

/**
 * Reads a token's metadata from its contract and URI (`fetchNftMetadata`)
 * and caches it (a failure too, retried later by the holdings route).
 */
export async function readAndCache(
  db: DbQueryable,
  settings: Pick<BlockchainSettings, 'chains'>,
  row: Pick<HoldingRow, 'chain_id' | 'contract' | 'standard' | 'token_id'>,
  now: number,
): Promise<NftMetadata> {
  const chain = settings.chains.find(
    (c) => caipNetworkId(c.chainId) === row.chain_id,
  )
  const empty = { name: null, description: null, imageUrl: null }
  const read = chain?.rpcUrls[0]
    ? await fetchNftMetadata({
        rpcUrl: chain.rpcUrls[0],
        contract: row.contract as Hex,
        standard: row.standard,
        tokenId: BigInt(row.token_id),
      }).catch(() => undefined)
    : undefined
  const meta = read ?? empty
  await db.query(
    `INSERT INTO chain_nft_metadata (chain_id, contract, token_id, name,
       description, image_url, failed, fetched_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (chain_id, contract, token_id) DO UPDATE SET
       name = EXCLUDED.name, description = EXCLUDED.description,
       image_url = EXCLUDED.image_url, failed = EXCLUDED.failed,
       fetched_at = EXCLUDED.fetched_at`,
    [
      row.chain_id,
      row.contract,
      row.token_id,
      meta.name,
      meta.description,
      meta.imageUrl,
      read === undefined,
      now,
    ],
  )
  return meta
}
