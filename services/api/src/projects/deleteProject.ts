import type { DbQueryable } from '../db/Db.js'

/** Removes a project (and its analytics events); `false` when unknown. */
export async function deleteProject(
  db: DbQueryable,
  { id }: { id: string },
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM projects WHERE id = $1 RETURNING id',
    [id],
  )
  return rows.length > 0
}
