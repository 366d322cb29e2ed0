// Starts a normal client (relay: normalRelayClient.mjs, API:
// normalApiClient.mjs) in its own Node process (normalClientChild.mjs) and
// returns `{ stop() }` resolving with its report. Killed if it hangs.
import { fork } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const child = join(
  dirname(fileURLToPath(import.meta.url)),
  'normalClientChild.mjs',
)
const START_TIMEOUT_MS = 20_000
const STOP_TIMEOUT_MS = 40_000

/**
 * @param {'relay' | 'api'} kind
 * @param {string} url the server's address
 * @param {Record<string, unknown>} [options] the client's options
 * @returns {Promise<{ stop(): Promise<any> }>}
 */
export async function startNormalClient(kind, url, options = {}) {
  // execArgv: [] — not the test runner's flags (vitest's source conditions).
  const childProcess = fork(child, [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise((resolve) => childProcess.once('exit', resolve))
  const next = (ms, what) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        childProcess.kill('SIGKILL')
        reject(new Error(`normal ${kind} client: no ${what} in ${ms} ms`))
      }, ms)
      childProcess.once('message', (message) => {
        clearTimeout(timer)
        if (message.error)
          reject(new Error(`normal ${kind} client: ${message.error}`))
        else resolve(message)
      })
      exited.then(() => {
        clearTimeout(timer)
        reject(new Error(`normal ${kind} client exited before its ${what}`))
      })
    })
  const ready = next(START_TIMEOUT_MS, 'start')
  childProcess.send({ kind, url, options })
  try {
    await ready
  } catch (error) {
    childProcess.kill('SIGKILL')
    throw error
  }
  let stopped
  return {
    stop() {
      stopped ??= (async () => {
        const answer = next(STOP_TIMEOUT_MS, 'report')
        childProcess.send('stop')
        try {
          return (await answer).report
        } finally {
          if (childProcess.exitCode === null) childProcess.kill('SIGKILL')
          await exited
        }
      })()
      return stopped
    },
  }
}
