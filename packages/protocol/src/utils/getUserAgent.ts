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
  if (/android/i.test(userAgent)) return 'android-unknown'
  if (/iphone|ipad|ios/i.test(userAgent)) return 'ios-unknown'
  if (/mac os/i.test(userAgent)) return 'macos-unknown'
  if (/windows/i.test(userAgent)) return 'windows-unknown'
  if (/linux/i.test(userAgent)) return 'linux-unknown'
  return 'unknown-unknown'
}
