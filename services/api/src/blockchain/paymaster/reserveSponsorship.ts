import type { Address } from 'viem'
import type { Db } from '../../db/Db.js'
import type { PaymasterPolicy } from './PaymasterPolicy.js'
import { refused } from './PaymasterRpcError.js'

export type ReserveSponsorshipParameters = {
  projectId: string
  /** CAIP-2. */
  chainId: string
  sender: Address
  nonce: bigint
  /** The operation's maximum gas cost, wei; 0 only checks (the stub). */
  maxCost: bigint
  policy: Pick<PaymasterPolicy, 'senderDailyCapWei' | 'totalBudgetWei'>
  /** Store the reservation (pm_getPaymasterData), or only check (stub). */
  reserve: boolean
}

/** Old reservations deleted by each new one (they only matter the day they were made). */
const SWEEP_BATCH = 100
const today = `(now() AT TIME ZONE 'UTC')::date`

/**
 * Checks that `maxCost` fits the sender's daily cap (today, UTC) and the
 * project's budget on the chain, then (with `reserve`) records it for the
 * operation's sender and nonce — replacing what an earlier signature of
 * the same nonce reserved — and adds it to the project's spent total. One
 * project and chain at a time (an advisory lock), so concurrent requests
 * cannot overshoot. A check alone (`maxCost` 0) refuses once the cap or
 * budget is used up. Each reservation deletes up to 100 of the project's
 * reservations older than yesterday (the total keeps them), so the table
 * holds about two days.
 */
export async function reserveSponsorship(
  db: Db,
  {
    projectId,
    chainId,
    sender,
    nonce,
    maxCost,
    policy,
    reserve,
  }: ReserveSponsorshipParameters,
): Promise<void> {
  const senderKey = sender.toLowerCase()
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `latch-paymaster:${projectId}:${chainId}`,
    ])
    const [previous] = await tx.query<{ cost: string }>(
      `SELECT max_cost_wei::text AS cost FROM paymaster_sponsorships
       WHERE project_id = $1 AND chain_id = $2 AND sender = $3
         AND nonce = $4::numeric`,
      [projectId, chainId, senderKey, nonce.toString()],
    )
    const [spent] = await tx.query<{ spent: string }>(
      `SELECT spent_wei::text AS spent FROM paymaster_spent
       WHERE project_id = $1 AND chain_id = $2`,
      [projectId, chainId],
    )
    const [senderToday] = await tx.query<{ today: string }>(
      `SELECT COALESCE(SUM(max_cost_wei), 0)::text AS today
       FROM paymaster_sponsorships
       WHERE project_id = $1 AND chain_id = $2 AND sender = $3
         AND day = ${today} AND nonce <> $4::numeric`,
      [projectId, chainId, senderKey, nonce.toString()],
    )
    const replaced = BigInt(previous?.cost ?? '0')
    const total = BigInt(spent?.spent ?? '0') - replaced
    const used = BigInt(senderToday?.today ?? '0')
    const cap = BigInt(policy.senderDailyCapWei)
    const budget = BigInt(policy.totalBudgetWei)
    const over = (sum: bigint, limit: bigint) =>
      maxCost === 0n ? sum >= limit : sum + maxCost > limit
    if (over(used, cap))
      throw refused(
        'DAILY_CAP_REACHED',
        `Daily sponsorship cap reached for ${sender} on ${chainId}: ${used} of ${cap} wei reserved today (UTC), this operation may cost up to ${maxCost} wei`,
      )
    if (over(total, budget))
      throw refused(
        'BUDGET_EXHAUSTED',
        `Sponsorship budget exhausted on ${chainId}: ${total} of ${budget} wei reserved, this operation may cost up to ${maxCost} wei`,
      )
    if (!reserve) return
    await tx.query(
      `INSERT INTO paymaster_sponsorships
         (project_id, chain_id, sender, nonce, max_cost_wei, day)
       VALUES ($1, $2, $3, $4::numeric, $5::numeric, ${today})
       ON CONFLICT (project_id, chain_id, sender, nonce) DO UPDATE SET
         max_cost_wei = EXCLUDED.max_cost_wei, day = EXCLUDED.day,
         signed_at = now()`,
      [projectId, chainId, senderKey, nonce.toString(), maxCost.toString()],
    )
    await tx.query(
      `INSERT INTO paymaster_spent (project_id, chain_id, spent_wei)
       VALUES ($1, $2, $3::numeric)
       ON CONFLICT (project_id, chain_id) DO UPDATE SET
         spent_wei = paymaster_spent.spent_wei + EXCLUDED.spent_wei`,
      [projectId, chainId, (maxCost - replaced).toString()],
    )
    await tx.query(
      `DELETE FROM paymaster_sponsorships
       WHERE (project_id, chain_id, sender, nonce) IN (
         SELECT project_id, chain_id, sender, nonce FROM paymaster_sponsorships
         WHERE project_id = $1 AND chain_id = $2 AND day < ${today} - 1
         LIMIT ${SWEEP_BATCH})`,
      [projectId, chainId],
    )
  })
}
