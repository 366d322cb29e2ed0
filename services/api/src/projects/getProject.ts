import type { DbQueryable } from '../db/Db.js'
import type { Project } from './Project.js'
import { type ProjectRow, rowToProject } from './rowToProject.js'

/** The project with this id, or `undefined`. */
export async function getProject(
  db: DbQueryable,
  { id }: { id: string },
): Promise<Project | undefined> {
  const [row] = await db.query<ProjectRow>(
    'SELECT * FROM projects WHERE id = $1',
    [id],
  )
  return row && rowToProject(row)
}
