import type { Config } from '../types/config.js'

/**
 * Ends what `config` runs in the page, for a host that is done with it
 * (a page section unmounted, a test): wallet discovery, the account-data
 * watch, the sign-in flow, the RPC URL ranking, toast timers, the project
 * check. Its state stays readable; nothing starts again (a later
 * `hydrate` mount is a no-op). Calling it twice does nothing more.
 */
export function destroyConfig(config: Config): void {
  const internal = config._internal
  if (internal.destroyed) return
  internal.destroyed = true
  for (const cleanup of [...internal.cleanups]) cleanup()
  internal.cleanups.clear()
  for (const timer of internal.timers) clearTimeout(timer)
  internal.timers.clear()
}
