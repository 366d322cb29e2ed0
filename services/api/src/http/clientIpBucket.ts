/**
 * The per-IP rate-limit key of a client address: an IPv4 address as is,
 * an IPv6 address by its /64 prefix (one subscriber usually holds a whole
 * /64, so rotating addresses inside it does not give fresh buckets).
 * Anything else (e.g. `in-process`) as is.
 *
 * @example
 * clientIpBucket('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function clientIpBucket(ip: string): string {
  if (!ip.includes(':')) return ip
  const address = ip.split('%')[0] ?? ip
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array(Math.max(8 - left.length - right.length, 0)).fill('0'),
          ...right,
        ]
  if (
    groups.length < 4 ||
    groups.some((g) => !/^[0-9a-f]{0,4}$/i.test(g) && !g.includes('.'))
  )
    return ip
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g || '0', 16) || 0).toString(16))
    .join(':')}::/64`
}
