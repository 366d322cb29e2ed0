import type { DbQueryable } from '../db/Db.js'
import { ApiError, badRequest } from '../errors/ApiError.js'
import type { Project } from './Project.js'
import { forgetProject } from './projectCache.js'
import { type ProjectRow, rowToProject } from './rowToProject.js'
import { validateProjectFields } from './validateProjectFields.js'

export type UpdateProjectParameters = {
  id: string
  name?: unknown
  allowedOrigins?: unknown
  analyticsEnabled?: unknown
  /** Some of `ProjectFeatures`, merged over the project's. */
  features?: unknown
}

/**
 * Changes a project's name, allowed origins, analytics flag or features
 * (merged: features not given keep their settings). Throws a 400
 * `ApiError` for bad fields and 404 `PROJECT_NOT_FOUND` for an unknown id.
 */
export async function updateProject(
  db: DbQueryable,
  { id, ...fields }: UpdateProjectParameters,
): Promise<Project> {
  const valid = validateProjectFields(fields)
  if (
    valid.name === undefined &&
    valid.allowedOrigins === undefined &&
    valid.analyticsEnabled === undefined &&
    valid.features === undefined
  )
    throw badRequest(
      'Nothing to update: give name, allowedOrigins, analyticsEnabled or features',
    )
  const [row] = await db.query<ProjectRow>(
    `UPDATE projects SET
       name = COALESCE($2, name),
       allowed_origins = COALESCE($3::jsonb, allowed_origins),
       analytics_enabled = COALESCE($4, analytics_enabled),
       features = features || COALESCE($5::jsonb, '{}'::jsonb)
     WHERE id = $1 RETURNING *`,
    [
      id,
      valid.name ?? null,
      valid.allowedOrigins ? JSON.stringify(valid.allowedOrigins) : null,
      valid.analyticsEnabled ?? null,
      valid.features ? JSON.stringify(valid.features) : null,
    ],
  )
  // Requests in this process read the change from now on.
  forgetProject(id)
  if (!row)
    throw new ApiError(404, 'PROJECT_NOT_FOUND', `No project with id ${id}`)
  return rowToProject(row)
}
