/**
 * `$start, $start+1, …` for `count` values: binds a list in `IN (…)`, as
 * the Db interface takes scalar parameters only.
 */
export function placeholders(start: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `$${start + i}`).join(', ')
}
