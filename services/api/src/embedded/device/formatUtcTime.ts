/**
 * A time as people read it in a mail or on a page, in UTC so it does not
 * depend on the server's zone: `2026-11-28 18:37 UTC`.
 */
export function formatUtcTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
