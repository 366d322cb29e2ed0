import type { DbQueryable } from '../db/Db.js'
import { hasRows } from '../db/hasRows.js'
import { forgetProject } from './projectCache.js'

/** Removes a project (and its analytics events); `false` when unknown. */
export async function deleteProject(
  db: DbQueryable,
  { id }: { id: string },
): Promise<boolean> {
  const deleted = await hasRows(
    db,
    'DELETE FROM projects WHERE id = $1 RETURNING id',
    [id],
  )
  forgetProject(id)
  return deleted
}
