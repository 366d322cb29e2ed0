import type { Config } from '../types/config.js'
import { startWhen } from './startWhen.js'

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
  // Once, whichever comes first: the modal opening or the analytics timer.
  let checking: Promise<undefined> | undefined
  const check = () =>
    (checking ??= import('../api/checkProject.js').then(
      ({ checkProject }) => {
        void checkProject(config)
        return undefined
      },
      (error: unknown) => {
        checking = undefined
        throw error
      },
    ))
  cleanups.add(startWhen(config, (s) => s.modal.open, check))
  if (config.options.features.analytics && !config.state.modal.open) {
    const timer = setTimeout(
      () => void check().catch(() => {}),
      ANALYTICS_DELAY_MS,
    )
    cleanups.add(() => clearTimeout(timer))
  }
}
