/** How often a step still running says so, ms. */
const SLOW_STEP_REPORT_MS = 30_000

/**
 * Runs one step of a start (an anvil, a seed, a server) and says on stderr
 * that `name` is still running every 30 s until it ends: a start that
 * seems to hang names the step it waits on, where a hook's timeout alone
 * does not tell. `who` prefixes the line (e.g. 'startDevnet').
 *
 * @example
 * const anvil = await slowStep('startDevnet', 'anvil', () => startAnvil({ port: 0 }))
 */
export async function slowStep<T>(
  who: string,
  name: string,
  run: () => Promise<T>,
): Promise<T> {
  const started = Date.now()
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000)
    console.error(`${who}: ${name} still running after ${seconds} s`)
  }, SLOW_STEP_REPORT_MS)
  timer.unref()
  try {
    return await run()
  } finally {
    clearInterval(timer)
  }
}
