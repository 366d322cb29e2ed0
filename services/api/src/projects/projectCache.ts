import type { DbQueryable } from '../db/Db.js'
import { getProject } from './getProject.js'
import type { Project } from './Project.js'

/** How long a project read stays fresh for requests. */
export const PROJECT_CACHE_TTL_MS = 1_000
/** Projects kept per database; past it the oldest go first. */
const MAX_ENTRIES = 1_000

type Entry = { project: Project; expires: number; generation: number }
const perDb = new WeakMap<DbQueryable, Map<string, Entry>>()
/** Bumped by every change to a project in this process (any database). */
const generations = new Map<string, number>()

/**
 * `getProject` for every request (`projectMiddleware`): a found project is
 * kept for {@link PROJECT_CACHE_TTL_MS}, so a burst of requests costs the
 * database one query per project per second. `createProject`,
 * `updateProject` and `deleteProject` call {@link forgetProject}, so a
 * change made in this process (admin routes, admin CLI on this database
 * handle) applies to its next request; another process sharing the
 * database sees it within the TTL. Unknown ids are never kept (a project
 * created elsewhere is found at once, and random ids cost no memory).
 */
export async function getProjectCached(
  db: DbQueryable,
  { id }: { id: string },
): Promise<Project | undefined> {
  let projects = perDb.get(db)
  if (!projects) {
    projects = new Map()
    perDb.set(db, projects)
  }
  const generation = generations.get(id) ?? 0
  const kept = projects.get(id)
  const now = Date.now()
  if (kept && kept.expires > now && kept.generation === generation)
    return kept.project
  const project = await getProject(db, { id })
  if (!project) {
    projects.delete(id)
    return undefined
  }
  // A change made during the read bumped the generation: not kept.
  if ((generations.get(id) ?? 0) !== generation) return project
  if (projects.size >= MAX_ENTRIES && !projects.has(id)) {
    const oldest = projects.keys().next().value
    if (oldest !== undefined) projects.delete(oldest)
  }
  projects.set(id, { project, expires: now + PROJECT_CACHE_TTL_MS, generation })
  return project
}

/** Drops `id` from every cached database: the next request reads it again. */
export function forgetProject(id: string): void {
  generations.set(id, (generations.get(id) ?? 0) + 1)
}
