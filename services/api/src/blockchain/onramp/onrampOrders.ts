import type { DbQueryable } from '../../db/Db.js'
import type { OnrampFigures } from './computeOnrampQuote.js'
import type { OnrampAsset } from './onrampAssets.js'

export type OrderState =
  | 'created'
  | 'three_ds'
  | 'delivering'
  | 'completed'
  | 'declined'
  | 'failed'
  /** A stored payout the chain refused, its nonce taken by another transaction. */
  | 'payout_rejected'

/** A stored order with its integer figures. */
export type OnrampOrder = {
  id: string
  projectId: string
  status: OrderState
  asset: OnrampAsset
  /** An EVM address, or a Solana one when `asset.network` is set. */
  destination: string
  figures: OnrampFigures
  partnerUserId: string
  txHash: string | null
  failure: string | null
  expired: boolean
  /** The signed payout, stored before it was first broadcast. */
  payout: OnrampPayout | null
  /** The last error of a delivery attempt that will be retried. */
  payoutError: string | null
}

/**
 * A signed payout transaction: sent as these bytes, never re-signed with
 * another nonce (EVM: replaced with higher fees, same nonce and transfer,
 * when the chain can no longer include it).
 */
export type OnrampPayout = {
  from: string
  /** EVM: the nonce. Solana: unused (0). */
  nonce: number
  /** EVM: the transaction hash. Solana: the signature. */
  hash: string
  /** EVM: 0x raw transaction. Solana: base64 wire transaction. */
  raw: string
  /** Solana: the last block height its blockhash lands at. */
  validUntil: bigint | null
  /** EVM: hashes of the earlier payouts this one replaced, oldest first. */
  replaced: readonly string[]
}

type Row = {
  id: string
  project_id: string
  status: OrderState
  chain_id: number
  asset_symbol: string
  asset_address: string | null
  asset_decimals: number
  destination: string
  fiat: string
  payment_method: string
  total_cents: string
  fee_cents: string
  network_fee_cents: string
  subtotal_cents: string
  purchase_units: string
  partner_user_id: string
  tx_hash: string | null
  failure: string | null
  expired: boolean
  payout_from: string | null
  payout_nonce: string | number | null
  payout_valid_until: string | number | null
  network: string | null
  payout_tx_hash: string | null
  payout_raw: string | null
  payout_error: string | null
  payout_replaced: string
}

export async function insertOrder(
  db: DbQueryable,
  order: Omit<
    OnrampOrder,
    'status' | 'txHash' | 'failure' | 'expired' | 'payout' | 'payoutError'
  > & {
    provider: string
    ttlSeconds: number
  },
): Promise<void> {
  const { figures, asset } = order
  await db.query(
    `INSERT INTO onramp_orders (id, project_id, provider, status, chain_id,
       asset_symbol, asset_address, asset_decimals, destination, fiat,
       payment_method, total_cents, fee_cents, network_fee_cents,
       subtotal_cents, purchase_units, partner_user_id, expires_at, network)
     VALUES ($1, $2, $3, 'created', $4, $5, $6, $7, $8, $9, $10, $11, $12,
       $13, $14, $15, $16, now() + make_interval(secs => $17), $18)`,
    [
      order.id,
      order.projectId,
      order.provider,
      asset.chainId,
      asset.symbol,
      asset.address ?? null,
      asset.decimals,
      order.destination,
      figures.fiat,
      figures.paymentMethod,
      figures.totalCents.toString(),
      figures.feeCents.toString(),
      figures.networkFeeCents.toString(),
      figures.subtotalCents.toString(),
      figures.purchaseUnits.toString(),
      order.partnerUserId,
      order.ttlSeconds,
      asset.network ?? null,
    ],
  )
}

/**
 * Deletes the orders nobody paid (created, or stopped at 3-D Secure) whose
 * checkout expired more than `graceSeconds` ago, with their webhook
 * events: an abandoned checkout leaves no row for good, so what one
 * address can keep stored is bounded by the per-IP rate of new sessions
 * over the order TTL and the grace. Until then such an order still
 * answers its status lookups (expired). Returns how many were deleted.
 */
export async function pruneUnpaidOrders(
  db: DbQueryable,
  graceSeconds: number,
): Promise<number> {
  const rows = await db.query(
    `DELETE FROM onramp_orders
     WHERE status IN ('created', 'three_ds')
       AND expires_at < now() - make_interval(secs => $1::int)
     RETURNING id`,
    [graceSeconds],
  )
  return rows.length
}

export async function findOrder(
  db: DbQueryable,
  id: string,
): Promise<OnrampOrder | undefined> {
  const [row] = await db.query<Row>(
    `SELECT *, expires_at < now() AS expired FROM onramp_orders WHERE id = $1`,
    [id],
  )
  return row ? fromRow(row) : undefined
}

/**
 * Moves an order from one of `from` to `to` in one statement; the order
 * when it moved, undefined when another request moved it first (a double
 * submit or a replay). `leaseSeconds`: the mover delivers it and holds it
 * that long (the sweep leaves it alone until then).
 */
export async function transitionOrder(
  db: DbQueryable,
  id: string,
  from: readonly OrderState[],
  to: OrderState,
  fields: { txHash?: string; failure?: string; leaseSeconds?: number } = {},
): Promise<OnrampOrder | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE onramp_orders SET status = $2, updated_at = now(),
       tx_hash = COALESCE($3, tx_hash), failure = COALESCE($4, failure),
       claimed_until = CASE WHEN $6::int IS NULL THEN claimed_until
         ELSE now() + make_interval(secs => $6::int) END
     WHERE id = $1 AND status = ANY($5::text[])
       AND (expires_at >= now() OR status NOT IN ('created', 'three_ds'))
     RETURNING *, false AS expired`,
    [
      id,
      to,
      fields.txHash ?? null,
      fields.failure ?? null,
      `{${from.join(',')}}`,
      fields.leaseSeconds ?? null,
    ],
  )
  return row ? fromRow(row) : undefined
}

function fromRow(row: Row): OnrampOrder {
  return {
    id: row.id,
    projectId: row.project_id,
    status: row.status,
    asset: {
      symbol: row.asset_symbol,
      name: row.asset_symbol,
      decimals: row.asset_decimals,
      chainId: row.chain_id,
      address: (row.asset_address ?? undefined) as `0x${string}` | undefined,
      ...(row.network ? { network: row.network as `solana:${string}` } : {}),
    },
    destination: row.destination,
    figures: {
      fiat: row.fiat,
      paymentMethod: row.payment_method,
      totalCents: BigInt(row.total_cents),
      feeCents: BigInt(row.fee_cents),
      networkFeeCents: BigInt(row.network_fee_cents),
      subtotalCents: BigInt(row.subtotal_cents),
      purchaseUnits: BigInt(row.purchase_units),
    },
    partnerUserId: row.partner_user_id,
    txHash: row.tx_hash,
    failure: row.failure,
    expired: Boolean(row.expired),
    payout:
      row.payout_raw && row.payout_from && row.payout_tx_hash
        ? {
            from: row.payout_from,
            nonce: Number(row.payout_nonce ?? 0),
            hash: row.payout_tx_hash,
            raw: row.payout_raw,
            validUntil:
              row.payout_valid_until === null
                ? null
                : BigInt(row.payout_valid_until),
            replaced: readReplaced(row.payout_replaced),
          }
        : null,
    payoutError: row.payout_error,
  }
}

/** The stored JSON list of replaced payout hashes ([] if unreadable). */
function readReplaced(json: string | null | undefined): string[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]')
    return Array.isArray(list)
      ? list.filter((h): h is string => typeof h === 'string')
      : []
  } catch {
    return []
  }
}

/** The status the API reports: created | pending | completed | failed. */
export function publicStatus(status: OrderState) {
  if (status === 'three_ds' || status === 'delivering') return 'pending'
  if (status === 'declined' || status === 'payout_rejected') return 'failed'
  return status
}
