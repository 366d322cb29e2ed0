import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'

/**
 * Runs `start` once, the first time `condition` holds for the config's
 * state (at once when it holds already, or when `now` says so), and keeps
 * the stop function it resolves with. It is how an effect whose code is a
 * chunk of its own stays out of the first load until it is needed: the
 * account's data when an account appears, the project check and Wallet
 * Standard discovery when the modal first opens. A failed start (a chunk
 * that did not load) is tried again the next time `condition` holds.
 * Returns the stop function, which also stops the started effect.
 *
 * @example
 * startWhen(config, (s) => s.modal.open, async () => {
 *   const { discover } = await import('./discover.js')
 *   return discover(config)
 * })
 */
export function startWhen(
  config: Config,
  condition: (state: State) => boolean,
  start: () => Promise<(() => void) | undefined>,
  options: { now?: boolean | undefined } = {},
): () => void {
  let stopEffect: (() => void) | undefined
  let phase: 'waiting' | 'loading' | 'stopped' = 'waiting'
  const check = (force?: boolean) => {
    if (phase !== 'waiting' || !(force || condition(config.state))) return
    phase = 'loading'
    start().then(
      (stop) => {
        if (phase === 'stopped') stop?.()
        else stopEffect = stop
      },
      () => {
        if (phase === 'loading') phase = 'waiting'
      },
    )
  }
  const stopWaiting = config.subscribe(condition, () => check())
  check(options.now)
  return () => {
    phase = 'stopped'
    stopWaiting()
    stopEffect?.()
  }
}
