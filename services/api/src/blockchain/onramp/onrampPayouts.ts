import type { Db, DbQueryable } from '../../db/Db.js'
import {
  findOrder,
  type OnrampOrder,
  type OnrampPayout,
} from './onrampOrders.js'

/** What `storePayout` signs with the nonce the database handed out. */
export type SignPayout = (
  nonce: number,
) => Promise<{ hash: string; raw: string; validUntil: bigint | null }>

class PayoutAlreadyStored extends Error {}

/**
 * Takes the nonce `from` sends with next on `chainId` (the larger of the
 * database's counter and the chain's pending count; Solana, without
 * `pendingNonce`: none), signs the payout with it and stores it on the
 * order, all in one transaction: the nonce row stays locked until the
 * payout is stored, so two API processes never sign with one nonce, and a
 * payout is stored at most once per order (a second signer's transaction
 * rolls back, its nonce unused). Returns the order with the payout it is
 * to be paid with (maybe another signer's).
 */
export async function storePayout(
  db: Db,
  order: OnrampOrder,
  {
    chainId,
    from,
    pendingNonce,
    sign,
  }: {
    chainId: number
    from: string
    pendingNonce?: number | undefined
    sign: SignPayout
  },
): Promise<OnrampOrder | undefined> {
  try {
    await db.transaction(async (tx) => {
      const nonce =
        pendingNonce === undefined
          ? null
          : await takeNonce(tx, chainId, from, pendingNonce)
      const signed = await sign(nonce ?? 0)
      const [stored] = await tx.query(
        `UPDATE onramp_orders SET payout_from = $2, payout_nonce = $3,
           payout_tx_hash = $4, payout_raw = $5, payout_valid_until = $6,
           payout_error = NULL, updated_at = now()
         WHERE id = $1 AND status = 'delivering' AND payout_raw IS NULL
         RETURNING id`,
        [
          order.id,
          from,
          nonce,
          signed.hash,
          signed.raw,
          signed.validUntil?.toString() ?? null,
        ],
      )
      if (!stored) throw new PayoutAlreadyStored()
    })
  } catch (error) {
    if (!(error instanceof PayoutAlreadyStored)) throw error
  }
  return findOrder(db, order.id)
}

async function takeNonce(
  tx: DbQueryable,
  chainId: number,
  from: string,
  pendingNonce: number,
): Promise<number> {
  const [row] = await tx.query<{ nonce: string | number }>(
    `INSERT INTO onramp_treasury_nonces (chain_id, address, next_nonce)
     VALUES ($1, $2, $3::bigint + 1)
     ON CONFLICT (chain_id, address) DO UPDATE SET next_nonce =
       GREATEST(onramp_treasury_nonces.next_nonce, $3::bigint) + 1
     RETURNING next_nonce - 1 AS nonce`,
    [chainId, from.toLowerCase(), pendingNonce],
  )
  return Number(row?.nonce)
}

/**
 * Replaces the stored EVM payout `payout` with `next` (the same transfer
 * and nonce, higher fees), keeping its hash among the replaced ones; only
 * while `payout` is still the stored one, so of two processes replacing at
 * once one wins. Returns the order as stored now.
 */
export async function replacePayout(
  db: Db,
  id: string,
  payout: OnrampPayout,
  next: { hash: string; raw: string },
): Promise<OnrampOrder | undefined> {
  await db.query(
    `UPDATE onramp_orders SET payout_tx_hash = $3, payout_raw = $4,
       payout_replaced = $5, payout_error = NULL, updated_at = now()
     WHERE id = $1 AND status = 'delivering' AND payout_tx_hash = $2`,
    [
      id,
      payout.hash,
      next.hash,
      next.raw,
      JSON.stringify([...payout.replaced, payout.hash]),
    ],
  )
  return findOrder(db, id)
}

/**
 * Paid orders not delivered whose lease has run out (a process that
 * stopped mid-delivery, or one that will retry), oldest first.
 */
export async function listUndelivered(
  db: DbQueryable,
  limit: number,
): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(
    `SELECT id FROM onramp_orders
     WHERE status = 'delivering'
       AND (claimed_until IS NULL OR claimed_until < now())
     ORDER BY updated_at LIMIT $1`,
    [limit],
  )
}

/**
 * Claims an undelivered order for `leaseSeconds` in one conditional
 * UPDATE: of two processes sweeping at once, one gets it.
 */
export async function claimUndelivered(
  db: DbQueryable,
  id: string,
  leaseSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE onramp_orders
     SET claimed_until = now() + make_interval(secs => $2::int)
     WHERE id = $1 AND status = 'delivering'
       AND (claimed_until IS NULL OR claimed_until < now())
     RETURNING id`,
    [id, leaseSeconds],
  )
  return rows.length > 0
}

/**
 * Forgets a stored Solana payout that can never land (its blockhash
 * expired and the chain has no record of it), so a new one may be signed;
 * only while it is still the stored one.
 */
export async function dropExpiredPayout(
  db: DbQueryable,
  id: string,
  hash: string,
): Promise<void> {
  await db.query(
    `UPDATE onramp_orders SET payout_from = NULL, payout_nonce = NULL,
       payout_tx_hash = NULL, payout_raw = NULL, payout_valid_until = NULL,
       updated_at = now()
     WHERE id = $1 AND status = 'delivering' AND payout_tx_hash = $2`,
    [id, hash],
  )
}

/** Notes why a delivery attempt stopped; the order stays to be retried. */
export async function recordPayoutError(
  db: DbQueryable,
  id: string,
  message: string,
): Promise<void> {
  await db.query(
    `UPDATE onramp_orders SET payout_error = $2, updated_at = now()
     WHERE id = $1 AND status = 'delivering'`,
    [id, message.slice(0, 500)],
  )
}
