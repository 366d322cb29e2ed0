import type { Config } from '../types/config.js'

const FALLBACK_DELAY_MS = 1_000

/**
 * Runs the project check (allowed origins, then analytics) when the
 * browser is idle, loading its code only then: it never delays the first
 * render and adds almost nothing to the first load.
 */
export function scheduleProjectCheck(config: Config) {
  const run = () => {
    import('./checkProject.js').then(
      ({ checkProject }) => checkProject(config),
      () => {},
    )
  }
  const { cleanups } = config._internal
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3_000 })
    cleanups.add(() => cancelIdleCallback(id))
  } else {
    const timer = setTimeout(run, FALLBACK_DELAY_MS)
    cleanups.add(() => clearTimeout(timer))
  }
}
