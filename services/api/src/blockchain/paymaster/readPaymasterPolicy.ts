import type { DbQueryable } from '../../db/Db.js'
import type { PaymasterPolicy } from './PaymasterPolicy.js'

type Row = {
  enabled: boolean
  chains: string[]
  allowed_targets: `0x${string}`[]
  sender_daily_cap_wei: string
  total_budget_wei: string
  sponsor_name: string | null
  updated_at: Date | string
}

/** A project's sponsorship policy, or undefined when it has none. */
export async function readPaymasterPolicy(
  db: DbQueryable,
  projectId: string,
): Promise<PaymasterPolicy | undefined> {
  const [row] = await db.query<Row>(
    `SELECT enabled, chains, allowed_targets,
            sender_daily_cap_wei::text AS sender_daily_cap_wei,
            total_budget_wei::text AS total_budget_wei, sponsor_name, updated_at
     FROM paymaster_policies WHERE project_id = $1`,
    [projectId],
  )
  if (!row) return undefined
  return {
    enabled: row.enabled,
    chains: row.chains,
    allowedTargets: row.allowed_targets,
    senderDailyCapWei: row.sender_daily_cap_wei,
    totalBudgetWei: row.total_budget_wei,
    sponsorName: row.sponsor_name,
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}
