import type { Project } from './Project.js'
import {
  defaultProjectFeatures,
  type ProjectFeatures,
} from './ProjectFeatures.js'

/** A `projects` row as both drivers return it. */
export type ProjectRow = {
  id: string
  name: string
  allowed_origins: string[] | string
  analytics_enabled: boolean
  /** The features set explicitly (migration 0005). */
  features: Partial<ProjectFeatures> | string
  created_at: Date | string
}

/** Maps a `projects` row to the public `Project` shape. */
export function rowToProject(row: ProjectRow): Project {
  const origins =
    typeof row.allowed_origins === 'string'
      ? (JSON.parse(row.allowed_origins) as string[])
      : row.allowed_origins
  const features =
    typeof row.features === 'string'
      ? (JSON.parse(row.features) as Partial<ProjectFeatures>)
      : (row.features ?? {})
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: origins,
    analyticsEnabled: row.analytics_enabled,
    features: {
      ...defaultProjectFeatures,
      ...features,
      socials: [...(features.socials ?? defaultProjectFeatures.socials)],
    },
    createdAt: new Date(row.created_at).toISOString(),
  }
}
