import type { ProjectFeatures } from './ProjectFeatures.js'

/** A registered project: who may call the API, and from which origins. */
export type Project = {
  /** Letters, digits, `-` and `_`, 1–64 characters. */
  id: string
  name: string
  /** Origin patterns; see `isOriginAllowed`. */
  allowedOrigins: string[]
  /** Whether POST /e stores events. @default false */
  analyticsEnabled: boolean
  /**
   * Features offered to clients that read them from the API (GET
   * /appkit/v1/config): the project's settings over the server defaults.
   */
  features: ProjectFeatures
  /** ISO 8601. */
  createdAt: string
}
