// The middle of every abuse scenario, relay or API: with the normal client
// already running, wait a moment, run the attack (bounded in time; its
// failure is reported, not thrown), let the dust settle, then stop the
// normal client and take its report.
import { sleep, withTimeout } from '../lib/stats.mjs'

/**
 * @template A, R
 * @param {{ id: string, normal: { stop(): Promise<R> }, run: () => Promise<A>, timeoutMs: number }} options
 * @returns {Promise<{ attacker: A | {}, error: string | undefined, report: R }>}
 */
export async function runAttackBesideNormal({ id, normal, run, timeoutMs }) {
  /** @type {A | {}} */
  let attacker = {}
  let error
  await sleep(300)
  try {
    attacker = await withTimeout(run(), timeoutMs, `attack ${id}`)
  } catch (caught) {
    error = String(caught?.stack ?? caught)
  }
  await sleep(500)
  const report = await normal.stop()
  return { attacker, error, report }
}
