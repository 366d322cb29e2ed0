import { isIP } from 'node:net'

/**
 * Whether a listening interface is loopback only (`127.0.0.0/8`, `::1`,
 * `localhost`): nobody else can reach it, so the service may build links
 * from its own address. Anything else (`0.0.0.0`, `::`, a LAN or public
 * address, a name) needs `LATCH_EMBEDDED_PUBLIC_URL`.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost') return true
  if (isIP(bare) === 4) return bare.startsWith('127.')
  if (isIP(bare) === 6)
    return (
      bare === '::1' ||
      /^(::ffff:)127\./.test(bare) ||
      bare === '0:0:0:0:0:0:0:1'
    )
  return false
}
