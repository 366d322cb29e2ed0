import type { Config } from '../types/config.js'

/**
 * Gives a config with sign-in its `startSiwx`: the sign-in flow is a chunk
 * of its own, so pages without sign-in never load it; with sign-in, it
 * loads with the first connection (see `startSiwx` callers), so it sees
 * every account. Stopped with the config's cleanups.
 */
export function startSiwxOnConnect(config: Config) {
  const internal = config._internal
  let starting: Promise<void> | undefined
  let stop: (() => void) | undefined
  let stopped = false
  internal.cleanups.add(() => {
    stopped = true
    stop?.()
  })
  internal.startSiwx = () =>
    (starting ??= import('./startSiwx.js').then(
      ({ startSiwx }) => {
        if (!stopped) stop = startSiwx(config)
      },
      // A chunk that fails to load must not block connecting; it is
      // tried again with the next connection, and the sign-in actions
      // (signIn, the view) still work when called.
      () => {
        starting = undefined
      },
    ))
}
