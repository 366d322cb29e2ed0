import type { DbQueryable } from '../db/Db.js'
import type { Project } from './Project.js'
import { type ProjectRow, rowToProject } from './rowToProject.js'

/** All projects, oldest first. */
export async function listProjects(db: DbQueryable): Promise<Project[]> {
  const rows = await db.query<ProjectRow>(
    'SELECT * FROM projects ORDER BY created_at, id',
  )
  return rows.map(rowToProject)
}
