/** `::ffff:1.2.3.4` → `1.2.3.4`; unknown → `unknown`. */
export function normalizeIp(address: string | undefined): string {
  if (!address) return 'unknown'
  return address.startsWith('::ffff:') ? address.slice(7) : address
}
