/**
 * Whether an update with JSON-RPC id `id` is older than the last one seen
 * for its topic. Ids are `ms * 1000 + 3 random digits`, so the timestamp
 * prefix is `String(id).slice(0, -3)` (SPEC §4, the SDK's rule).
 */
export function isStaleUpdate(lastId: number | undefined, id: number): boolean {
  if (lastId === undefined) return false
  return Number(String(id).slice(0, -3)) < Number(String(lastId).slice(0, -3))
}
