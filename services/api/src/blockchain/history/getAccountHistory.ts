import { type Address, formatUnits, getAddress, zeroAddress } from 'viem'
import type { DbQueryable, SqlParam } from '../../db/Db.js'
import { placeholders } from '../db/placeholders.js'
import { priceTokens } from '../prices/priceTokens.js'
import type {
  BlockchainSettings,
  ChainSettings,
} from '../settings/BlockchainSettings.js'
import { caipNetworkId } from '../utils/caipNetworkId.js'
import type {
  HistoryTransaction,
  HistoryTransfer,
  OperationType,
} from './HistoryTransaction.js'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor.js'
import {
  loadNftTransfers,
  toNftTransfers,
  withNftMetadata,
} from './loadNftTransfers.js'

export type GetAccountHistoryParameters = {
  address: Address
  /** Only this chain (CAIP-2); all indexed chains when absent. */
  chainId?: string | undefined
  /** Continue after this position (decoded cursor). */
  after?: HistoryPosition | undefined
  /** @default settings.historyPageSize */
  pageSize?: number
}

export type GetAccountHistoryReturnType = {
  data: HistoryTransaction[]
  /** Cursor of the next page; absent on the last page. */
  next?: string
}

type ActivityRow = {
  chain_id: string
  tx_hash: string
  mined_at: number | string
  block_number: number | string
  tx_index: number
  from_address: string
  to_address: string | null
  value: string
  nonce: number | string
  status: 'confirmed' | 'failed'
  selector: string | null
}

type TransferRow = {
  chain_id: string
  tx_hash: string
  token_address: string | null
  from_address: string
  to_address: string
  amount: string
}

type TokenRow = {
  chain_id: string
  address: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * A page of an account's indexed transactions, newest first (block time,
 * then chain, block and position), with the account's transfers in each
 * (native, ERC-20, and NFTs with `nft_info`).
 * Spam transfers are flagged (`nft_info.flags.is_spam`), not removed.
 */
export async function getAccountHistory(
  db: DbQueryable,
  settings: Pick<BlockchainSettings, 'chains' | 'prices' | 'historyPageSize'>,
  parameters: GetAccountHistoryParameters,
): Promise<GetAccountHistoryReturnType> {
  const { chainId, after, pageSize = settings.historyPageSize } = parameters
  const address = parameters.address.toLowerCase()
  const params: SqlParam[] = [address]
  let where = 'a.address = $1'
  if (chainId !== undefined) {
    params.push(chainId)
    where += ` AND a.chain_id = $${params.length}`
  }
  if (after) {
    params.push(after.minedAt, after.chainId, after.blockNumber, after.txIndex)
    const n = params.length
    where += ` AND (a.mined_at, a.chain_id, a.block_number, a.tx_index)
      < ($${n - 3}::bigint, $${n - 2}::text, $${n - 1}::bigint, $${n}::bigint)`
  }
  params.push(pageSize + 1)
  const rows = await db.query<ActivityRow>(
    `SELECT a.chain_id, a.tx_hash, a.mined_at, a.block_number, a.tx_index,
       t.from_address, t.to_address, t.value::text AS value, t.nonce,
       t.status, t.selector
     FROM chain_account_activity a
     JOIN chain_transactions t ON t.chain_id = a.chain_id AND t.hash = a.tx_hash
     WHERE ${where}
     ORDER BY a.mined_at DESC, a.chain_id DESC, a.block_number DESC,
       a.tx_index DESC
     LIMIT $${params.length}`,
    params,
  )
  const page = rows.slice(0, pageSize)
  if (page.length === 0) return { data: [] }

  const hashes = [...new Set(page.map((row) => row.tx_hash))]
  const transfers = await db.query<TransferRow>(
    `SELECT chain_id, tx_hash, token_address, from_address, to_address,
       amount::text AS amount
     FROM chain_transfers
     WHERE (from_address = $1 OR to_address = $1)
       AND tx_hash IN (${placeholders(2, hashes.length)})
     ORDER BY chain_id, tx_hash, log_index`,
    [address, ...hashes],
  )
  const nfts = await withNftMetadata(
    db,
    settings,
    await loadNftTransfers(db, address, hashes),
  )
  const tokenAddresses = [
    ...new Set(transfers.flatMap((t) => t.token_address ?? [])),
  ]
  const tokens =
    tokenAddresses.length === 0
      ? []
      : await db.query<TokenRow>(
          `SELECT chain_id, address, name, symbol, decimals FROM chain_tokens
           WHERE address IN (${placeholders(1, tokenAddresses.length)})`,
          tokenAddresses,
        )

  const prices = await transferPrices(settings, transfers, tokens)

  const data = page.map((row) => {
    const chain = settings.chains.find(
      (c) => caipNetworkId(c.chainId) === row.chain_id,
    )
    const own = transfers.filter(
      (t) => t.chain_id === row.chain_id && t.tx_hash === row.tx_hash,
    )
    const ownNfts = nfts.filter(
      (t) => t.chain_id === row.chain_id && t.tx_hash === row.tx_hash,
    )
    const isSpam = (contract: string) =>
      (chain?.spamTokens ?? []).some((t) => t.toLowerCase() === contract)
    const lines = [
      ...own.flatMap((t) => toTransfers(prices, chain, tokens, address, t)),
      ...ownNfts.flatMap((t) =>
        toNftTransfers(t, address, isSpam(t.token_address)),
      ),
    ]
    return {
      id: `${row.chain_id}:${row.tx_hash}`,
      metadata: {
        operationType: operationType(row, [...own, ...ownNfts], address),
        hash: row.tx_hash,
        minedAt: new Date(Number(row.mined_at) * 1000).toISOString(),
        sentFrom: getAddress(row.from_address),
        sentTo: row.to_address ? getAddress(row.to_address) : '',
        status: row.status,
        nonce: Number(row.nonce),
        chain: row.chain_id,
      },
      transfers: lines,
    } satisfies HistoryTransaction
  })
  const last = page.at(-1)
  if (rows.length <= pageSize || !last) return { data }
  return {
    data,
    next: encodeHistoryCursor({
      minedAt: Number(last.mined_at),
      chainId: last.chain_id,
      blockNumber: Number(last.block_number),
      txIndex: last.tx_index,
    }),
  }
}

/** Key of a transfer's token in {@link transferPrices}' answer. */
const priceKey = (row: TransferRow) =>
  `${row.chain_id}|${row.token_address ?? ''}`

/**
 * USD per whole token of each distinct token the transfers move, from
 * `priceTokens` (the pools where they exist, as balances and
 * POST /v1/fungible/price): today's price, as the history's `value`s are.
 */
async function transferPrices(
  settings: Pick<BlockchainSettings, 'chains' | 'prices'>,
  transfers: readonly TransferRow[],
  tokens: readonly TokenRow[],
): Promise<Map<string, number>> {
  const distinct = new Map<string, TransferRow>()
  for (const row of transfers) distinct.set(priceKey(row), row)
  const entries = await Promise.all(
    [...distinct].map(async ([key, row]) => {
      const chain = settings.chains.find(
        (c) => caipNetworkId(c.chainId) === row.chain_id,
      )
      const info = tokenInfo(chain, tokens, row)
      if (!info.symbol) return [key, 0] as const
      const [price = 0] = await priceTokens(settings, chain, [
        {
          symbol: info.symbol,
          decimals: info.decimals ?? 18,
          address:
            row.token_address === null
              ? undefined
              : (row.token_address as Address),
        },
      ])
      return [key, price] as const
    }),
  )
  return new Map(entries)
}

function toTransfers(
  prices: ReadonlyMap<string, number>,
  chain: ChainSettings | undefined,
  tokens: readonly TokenRow[],
  address: string,
  row: TransferRow,
): HistoryTransfer[] {
  const info = tokenInfo(chain, tokens, row)
  const numeric =
    info.decimals === null
      ? row.amount
      : formatUnits(BigInt(row.amount), info.decimals)
  const price = info.symbol ? (prices.get(priceKey(row)) ?? 0) : 0
  const spam =
    row.token_address !== null &&
    (chain?.spamTokens ?? []).some(
      (token) => token.toLowerCase() === row.token_address,
    )
  const base = {
    ...(info.name !== null && info.symbol !== null
      ? {
          fungible_info: {
            name: info.name,
            symbol: info.symbol,
            ...(info.iconUrl ? { icon: { url: info.iconUrl } } : {}),
          },
        }
      : {}),
    quantity: { numeric },
    sender: getAddress(row.from_address),
    recipient: getAddress(row.to_address),
    ...(price > 0 ? { price, value: Number(numeric) * price } : {}),
    ...(spam ? { nft_info: { flags: { is_spam: true } } } : {}),
  }
  const lines: HistoryTransfer[] = []
  if (row.from_address === address) lines.push({ ...base, direction: 'out' })
  if (row.to_address === address) lines.push({ ...base, direction: 'in' })
  return lines
}

function tokenInfo(
  chain: ChainSettings | undefined,
  tokens: readonly TokenRow[],
  row: TransferRow,
) {
  if (row.token_address === null) {
    const native = chain?.nativeCurrency ?? {
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
    }
    return { ...native, iconUrl: chain?.nativeIconUrl ?? '' }
  }
  const listed = chain?.tokens.find(
    (t) => t.address.toLowerCase() === row.token_address,
  )
  if (listed) return { ...listed, iconUrl: listed.iconUrl ?? '' }
  const found = tokens.find(
    (t) => t.chain_id === row.chain_id && t.address === row.token_address,
  )
  return {
    name: found?.name ?? null,
    symbol: found?.symbol ?? null,
    decimals: found?.decimals ?? null,
    iconUrl: '',
  }
}

const APPROVE_SELECTOR = '0x095ea7b3'

function operationType(
  row: ActivityRow,
  transfers: readonly TransferRow[],
  address: string,
): OperationType {
  if (row.to_address === null && row.from_address === address) return 'deploy'
  const outs = transfers.filter((t) => t.from_address === address)
  const ins = transfers.filter((t) => t.to_address === address)
  const self = (t: TransferRow) => t.from_address === t.to_address
  if (outs.length > 0 && ins.length > 0)
    return transfers.every(self) ? 'send' : 'trade'
  if (ins.length > 0)
    return ins.every((t) => t.from_address === zeroAddress) ? 'mint' : 'receive'
  if (outs.length > 0)
    return outs.every((t) => t.to_address === zeroAddress) ? 'burn' : 'send'
  if (row.selector === APPROVE_SELECTOR) return 'approve'
  if (row.value !== '0')
    return row.from_address === address ? 'send' : 'receive'
  return 'execute'
}
