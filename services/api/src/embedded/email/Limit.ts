/**
 * A counter of events (failed codes, mails) under `key`: at most `max`
 * within the last `windowMs`, kept in `embedded_failures`.
 */
export type Limit = {
  key: string
  max: number
  windowMs: number
}
