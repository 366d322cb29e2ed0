import type { DbQueryable } from '../../db/Db.js'

/** Wei reserved per chain for a project, all senders, all days. */
export async function readSponsoredTotals(
  db: DbQueryable,
  projectId: string,
): Promise<Record<string, string>> {
  const rows = await db.query<{ chain_id: string; spent: string }>(
    `SELECT chain_id, spent_wei::text AS spent FROM paymaster_spent
     WHERE project_id = $1 ORDER BY chain_id`,
    [projectId],
  )
  return Object.fromEntries(rows.map((row) => [row.chain_id, row.spent]))
}
