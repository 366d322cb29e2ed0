import type { Db } from '../../db/Db.js'
import type { PaymasterPolicy } from './PaymasterPolicy.js'
import type { PaymasterPolicyInput } from './parsePaymasterPolicy.js'
import { readPaymasterPolicy } from './readPaymasterPolicy.js'

/** Sets (creates or replaces) a project's sponsorship policy. */
export async function writePaymasterPolicy(
  db: Db,
  projectId: string,
  policy: PaymasterPolicyInput,
): Promise<PaymasterPolicy> {
  await db.query(
    `INSERT INTO paymaster_policies (project_id, enabled, chains, allowed_targets,
       sender_daily_cap_wei, total_budget_wei, sponsor_name, updated_at)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::numeric, $6::numeric, $7, now())
     ON CONFLICT (project_id) DO UPDATE SET enabled = EXCLUDED.enabled,
       chains = EXCLUDED.chains, allowed_targets = EXCLUDED.allowed_targets,
       sender_daily_cap_wei = EXCLUDED.sender_daily_cap_wei,
       total_budget_wei = EXCLUDED.total_budget_wei,
       sponsor_name = EXCLUDED.sponsor_name, updated_at = now()`,
    [
      projectId,
      policy.enabled,
      JSON.stringify(policy.chains),
      JSON.stringify(policy.allowedTargets),
      policy.senderDailyCapWei,
      policy.totalBudgetWei,
      policy.sponsorName,
    ],
  )
  return (await readPaymasterPolicy(db, projectId)) as PaymasterPolicy
}
