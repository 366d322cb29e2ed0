import type { Config } from '../types/config.js'

/** With analytics on, the check waits this long after the config exists. */
const ANALYTICS_DELAY_MS = 1_000

/**
 * Runs the project check (allowed origins, then analytics) once, loading
 * its code only then: when the modal first opens, where its alerts show,
 * so a page asks the API server nothing and carries none of it before the
 * first click; a second after start instead when the host turned
 * analytics on (events count from the page load). Never delays the first
 * render.
 */
export function scheduleProjectCheck(config: Config) {
  const { cleanups } = config._internal
  let done = false
  const run = () => {
    if (done) return
    done = true
    import('./checkProject.js').then(
      ({ checkProject }) => checkProject(config),
      () => {},
    )
  }
  cleanups.add(
    config.subscribe(
      (s) => s.modal.open,
      (open) => open && run(),
    ),
  )
  if (config.state.modal.open) run()
  else if (config.options.features.analytics) {
    const timer = setTimeout(run, ANALYTICS_DELAY_MS)
    cleanups.add(() => clearTimeout(timer))
  }
}
