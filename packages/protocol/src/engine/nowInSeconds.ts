/** Current unix time in seconds (plus `offset`). */
export function nowInSeconds(offset = 0): number {
  return Math.floor(Date.now() / 1000) + offset
}
