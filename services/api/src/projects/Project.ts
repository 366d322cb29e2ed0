/** A registered project: who may call the API, and from which origins. */
export type Project = {
  /** Letters, digits, `-` and `_`, 1–64 characters. */
  id: string
  name: string
  /** Origin patterns; see `isOriginAllowed`. */
  allowedOrigins: string[]
  /** Whether POST /e stores events. @default false */
  analyticsEnabled: boolean
  /** ISO 8601. */
  createdAt: string
}
