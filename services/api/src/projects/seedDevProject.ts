import type { DbQueryable } from '../db/Db.js'
import { createProject } from './createProject.js'
import type { Project } from './Project.js'

/** Id of the development project `--seed-dev-project` creates. */
export const DEV_PROJECT_ID = 'latch-demo'

/**
 * Loopback on any port, for development only: `npm start` picks ports at
 * run time, so the demo project allows every port on 127.0.0.1, localhost
 * and [::1] (http only). Never use port wildcards in production.
 */
export const DEV_PROJECT_ORIGINS = [
  'http://127.0.0.1:*',
  'http://localhost:*',
  'http://[::1]:*',
] as const

/**
 * Creates (or resets) the `latch-demo` project used by `npm start` and the
 * demo app.
 */
export function seedDevProject(db: DbQueryable): Promise<Project> {
  return createProject(db, {
    id: DEV_PROJECT_ID,
    name: 'Latch demo (development)',
    allowedOrigins: [...DEV_PROJECT_ORIGINS],
    upsert: true,
  })
}
