import type { Config } from '../types/config.js'

/**
 * Runs `start` (which loads an effect's chunk and installs it) when the
 * config first has an active account, so effects that only serve an
 * account are not in the first load. A failed load is tried again when
 * an account next appears. Returns the stop function, which also stops
 * the started effect.
 */
export function onFirstAccount(
  config: Config,
  start: () => Promise<() => void>,
): () => void {
  let stopEffect: (() => void) | undefined
  let state: 'waiting' | 'loading' | 'stopped' = 'waiting'
  const hasAccount = (s: Config['state']) =>
    s.activeNamespace !== undefined &&
    (s.namespaces[s.activeNamespace]?.accounts.length ?? 0) > 0
  const check = () => {
    if (state !== 'waiting' || !hasAccount(config.state)) return
    state = 'loading'
    start().then(
      (stop) => {
        if (state === 'stopped') stop()
        else stopEffect = stop
      },
      () => {
        if (state === 'loading') state = 'waiting'
      },
    )
  }
  const stopWaiting = config.subscribe(hasAccount, check)
  check()
  return () => {
    state = 'stopped'
    stopWaiting()
    stopEffect?.()
  }
}
