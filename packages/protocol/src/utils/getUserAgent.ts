import { version } from './version.js'

type Runtime = {
  process?: { platform?: string; versions?: { node?: string } }
  location?: { host?: string }
  navigator?: { userAgent?: string }
}

/**
 * The relay `ua` parameter: `wc-2/latch-<version>/<os>-<osVersion>/<env>`,
 * the official SDK's layout (`…/linux-20.20.2/node`, `…/browser:<host>`).
 */
export function getUserAgent(runtime: Runtime = globalThis as Runtime): string {
  const node = runtime.process?.versions?.node
  const os = node
    ? `${runtime.process?.platform ?? 'unknown'}-${node}`
    : browserOs(runtime.navigator?.userAgent ?? '')
  const env = node ? 'node' : `browser:${runtime.location?.host ?? 'unknown'}`
  return `wc-2/latch-${version}/${os}/${env}`
}

function browserOs(userAgent: string): string {
  const match = /(android)|(iphone|ipad|ios)|(mac os)|(windows)|(linux)/i.exec(
    userAgent,
  )
  const index = match ? match.findIndex((group, i) => i && group) : 0
  return `${['unknown', 'android', 'ios', 'macos', 'windows', 'linux'][index]}-unknown`
}
