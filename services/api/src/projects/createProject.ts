import type { DbQueryable } from '../db/Db.js'
import { ApiError, badRequest } from '../errors/ApiError.js'
import type { Project } from './Project.js'
import { forgetProject } from './projectCache.js'
import { type ProjectRow, rowToProject } from './rowToProject.js'
import { validateProjectFields } from './validateProjectFields.js'

export type CreateProjectParameters = {
  id: unknown
  name: unknown
  allowedOrigins?: unknown
  analyticsEnabled?: unknown
  /** Some of `ProjectFeatures`; the others keep the defaults. */
  features?: unknown
  /** Replace an existing project with the same id instead of failing. */
  upsert?: boolean | undefined
}

/**
 * Registers a project. With `upsert`, features given are merged over the
 * existing project's (others keep their settings). Throws a 400 `ApiError` for bad fields and a 409
 * `PROJECT_EXISTS` when the id is taken (unless `upsert`).
 *
 * @example
 * await createProject(db, { id: 'shop', name: 'Shop',
 *   allowedOrigins: ['https://*.shop.example'] })
 */
export async function createProject(
  db: DbQueryable,
  { upsert = false, ...fields }: CreateProjectParameters,
): Promise<Project> {
  const valid = validateProjectFields({ allowedOrigins: [], ...fields })
  if (valid.id === undefined) throw badRequest('id is required')
  if (valid.name === undefined) throw badRequest('name is required')
  const [row] = await db.query<ProjectRow>(
    `INSERT INTO projects (id, name, allowed_origins, analytics_enabled,
       features)
     VALUES ($1, $2, $3::jsonb, $4, $5::jsonb)
     ON CONFLICT (id) DO ${
       upsert
         ? `UPDATE SET name = EXCLUDED.name,
              allowed_origins = EXCLUDED.allowed_origins,
              analytics_enabled = EXCLUDED.analytics_enabled,
              features = projects.features || EXCLUDED.features`
         : 'NOTHING'
     }
     RETURNING *`,
    [
      valid.id,
      valid.name,
      JSON.stringify(valid.allowedOrigins ?? []),
      valid.analyticsEnabled ?? false,
      JSON.stringify(valid.features ?? {}),
    ],
  )
  // Requests in this process read the change from now on.
  forgetProject(String(valid.id))
  if (!row)
    throw new ApiError(
      409,
      'PROJECT_EXISTS',
      `Project ${valid.id} already exists`,
    )
  return rowToProject(row)
}
