import { afterPaint } from '@latch/common'
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
 * Started by a state change (e.g. the click that opened the modal), it
 * starts once that change's frame is painted (`afterPaint`): fetching its
 * chunk never delays what the click shows.
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
  let cancelStart: (() => void) | undefined
  const run = () =>
    start().then(
      (stop) => {
        if (phase === 'stopped') stop?.()
        else stopEffect = stop
      },
      () => {
        if (phase === 'loading') phase = 'waiting'
      },
    )
  const check = (force: boolean, later: boolean) => {
    if (phase !== 'waiting' || !(force || condition(config.state))) return
    phase = 'loading'
    if (later) cancelStart = afterPaint(run)
    else void run()
  }
  const stopWaiting = config.subscribe(condition, () => check(false, true))
  check(options.now ?? false, false)
  return () => {
    phase = 'stopped'
    cancelStart?.()
    stopWaiting()
    stopEffect?.()
  }
}
