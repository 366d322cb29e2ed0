import type { Project } from './Project.js'

/** A `projects` row as both drivers return it. */
export type ProjectRow = {
  id: string
  name: string
  allowed_origins: string[] | string
  analytics_enabled: boolean
  created_at: Date | string
}

/** Maps a `projects` row to the public `Project` shape. */
export function rowToProject(row: ProjectRow): Project {
  const origins =
    typeof row.allowed_origins === 'string'
      ? (JSON.parse(row.allowed_origins) as string[])
      : row.allowed_origins
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: origins,
    analyticsEnabled: row.analytics_enabled,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
