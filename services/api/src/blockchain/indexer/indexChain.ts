import { type Hex, hexToNumber, isAddressEqual, numberToHex } from 'viem'
import type { Db } from '../../db/Db.js'
import { rpcRequest } from '../rpc/rpcRequest.js'
import type { ChainSettings } from '../settings/BlockchainSettings.js'
import { caipNetworkId } from '../utils/caipNetworkId.js'
import {
  decodeNftTransfers,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
} from './decodeNftTransfers.js'
import { fetchReceipts } from './fetchReceipts.js'
import { fetchTokenMetadata } from './fetchTokenMetadata.js'
import { rollbackChain } from './rollbackChain.js'
import type { RpcBlock, RpcLog } from './rpcTypes.js'
import { decodeTransfer, storeBlock, TRANSFER_TOPIC } from './storeBlock.js'

export type IndexChainParameters = {
  chain: ChainSettings
  /** Blocks dropped and re-indexed when a stored hash no longer matches. */
  reorgDepth: number
  /** At most this many blocks per pass. */
  maxBlocksPerPass: number
}

/** What one pass over one chain did. */
export type IndexChainReturnType = {
  chainId: string
  /** Last block indexed after the pass; -1 when none. */
  lastBlock: number
  /** Node head when the pass started. */
  head: number
  /** Blocks indexed in this pass. */
  indexed: number
  /** Blocks dropped because the node's chain changed under them. */
  rolledBack: number
}

/**
 * One indexing pass over one chain: checks the last indexed block still
 * belongs to the node's chain (else drops `reorgDepth` blocks at a time
 * until it does), then indexes the next blocks up to the head, each block
 * in its own database transaction, so a stopped pass resumes where it was.
 */
export async function indexChain(
  db: Db,
  { chain, reorgDepth, maxBlocksPerPass }: IndexChainParameters,
): Promise<IndexChainReturnType> {
  const url = chain.rpcUrls[0] ?? ''
  const chainId = caipNetworkId(chain.chainId)
  const head = hexToNumber(
    await rpcRequest<Hex>({ url, method: 'eth_blockNumber' }),
  )
  const getBlock = (number: number, full: boolean) =>
    rpcRequest<RpcBlock | null>({
      url,
      method: 'eth_getBlockByNumber',
      params: [numberToHex(number), full],
    })

  const state = await db.query<{ last_block: number | string }>(
    'SELECT last_block FROM chain_index_state WHERE chain_id = $1',
    [chainId],
  )
  const stored = state[0]
  let last = stored
    ? Number(stored.last_block)
    : (chain.indexFromBlock ?? 0) - 1
  let rolledBack = 0
  if (stored) {
    let kept = Math.min(last, head)
    while (kept >= 0) {
      const [mine, theirs] = await Promise.all([
        db.query<{ hash: string }>(
          'SELECT hash FROM chain_blocks WHERE chain_id = $1 AND number = $2',
          [chainId, kept],
        ),
        getBlock(kept, false),
      ])
      const hash = mine[0]?.hash
      // Blocks below indexFromBlock were never stored: nothing to compare.
      if (hash === undefined || hash === theirs?.hash) break
      // A restarted devnet is a new chain: drop it all at once.
      if (await isNewChain(db, chainId, getBlock)) kept = -1
      else kept = kept - reorgDepth
    }
    kept = Math.max(kept, -1)
    if (kept < last) {
      await db.transaction((tx) =>
        rollbackChain(tx, { chainId, lastKept: kept }),
      )
      rolledBack = last - kept
      last = kept
    }
  }

  const from = last + 1
  const to = Math.min(head, from + maxBlocksPerPass - 1)
  if (from > to)
    return { chainId, lastBlock: last, head, indexed: 0, rolledBack }

  const logs = await rpcRequest<RpcLog[]>({
    url,
    method: 'eth_getLogs',
    params: [
      {
        fromBlock: numberToHex(from),
        toBlock: numberToHex(to),
        // ERC-20 and ERC-721 Transfer, ERC-1155 single and batch.
        topics: [[TRANSFER_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC]],
      },
    ],
  })
  await rememberTokens(db, url, chain, logs)
  await rememberCollections(db, url, chainId, logs)

  let indexed = 0
  for (let number = from; number <= to; number++) {
    const block = await getBlock(number, true)
    if (!block) break
    const blockLogs = logs.filter((log) => log.blockHash === block.hash)
    // Logs from another fork of this height: stop, the next pass re-checks.
    if (
      logs.some(
        (l) =>
          hexToNumber(l.blockNumber) === number && l.blockHash !== block.hash,
      )
    )
      break
    const status = await fetchReceipts(url, block)
    await db.transaction((tx) =>
      storeBlock(tx, { chainId, block, status, logs: blockLogs }),
    )
    last = number
    indexed++
  }
  return { chainId, lastBlock: last, head, indexed, rolledBack }
}

async function rememberTokens(
  db: Db,
  url: string,
  chain: ChainSettings,
  logs: readonly RpcLog[],
) {
  const chainId = caipNetworkId(chain.chainId)
  const addresses = new Set(
    logs
      .filter((log) => decodeTransfer(log))
      .map((l) => l.address.toLowerCase()),
  )
  for (const address of addresses) {
    if (chain.tokens.some((t) => isAddressEqual(t.address, address as Hex)))
      continue
    const known = await db.query(
      'SELECT 1 FROM chain_tokens WHERE chain_id = $1 AND address = $2',
      [chainId, address],
    )
    if (known.length > 0) continue
    const meta = await fetchTokenMetadata(url, address as Hex)
    await db.query(
      `INSERT INTO chain_tokens (chain_id, address, name, symbol, decimals)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [chainId, address, meta.name, meta.symbol, meta.decimals],
    )
  }
}

async function rememberCollections(
  db: Db,
  url: string,
  chainId: string,
  logs: readonly RpcLog[],
) {
  const standards = new Map<string, string>()
  for (const log of logs)
    for (const nft of decodeNftTransfers(log))
      standards.set(log.address.toLowerCase(), nft.standard)
  for (const [address, standard] of standards) {
    const known = await db.query(
      'SELECT 1 FROM chain_nft_collections WHERE chain_id = $1 AND address = $2',
      [chainId, address],
    )
    if (known.length > 0) continue
    // name() and symbol() are optional in both standards: null when absent.
    const meta = await fetchTokenMetadata(url, address as Hex)
    await db.query(
      `INSERT INTO chain_nft_collections (chain_id, address, standard, name,
         symbol) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [chainId, address, standard, meta.name, meta.symbol],
    )
  }
}

async function isNewChain(
  db: Db,
  chainId: string,
  getBlock: (number: number, full: boolean) => Promise<RpcBlock | null>,
) {
  const [first] = await db.query<{ number: number | string; hash: string }>(
    `SELECT number, hash FROM chain_blocks WHERE chain_id = $1
     ORDER BY number LIMIT 1`,
    [chainId],
  )
  if (!first) return false
  const theirs = await getBlock(Number(first.number), false)
  return theirs?.hash !== first.hash
}
