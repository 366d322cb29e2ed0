// Starts a Latch server bin (latch-relay, latch-api) as its own process, so
// that its memory is measured apart from the attacker and the normal client:
// waits for the "listening on <url>" log line, follows its peak RSS
// (VmHWM, also sampled every 100 ms in case /proc vanishes with the
// process; resettable after start-up) and knows whether it exited (= crashed, unless we stopped it).
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { readProcessMemory } from './readProcessMemory.mjs'

const START_TIMEOUT_MS = 60_000
const LOG_TAIL_CHARS = 4_000

/**
 * @typedef {object} ServerProcess
 * @property {string} url address from the log line (ws://… or http://…)
 * @property {number} pid
 * @property {() => boolean} alive false once the process exited
 * @property {() => number} peakRssBytes highest RSS seen so far (VmHWM)
 * @property {() => void} resetPeak forgets the peak so far (start-up), so
 *   that peakRssBytes covers what follows only
 * @property {() => string} logTail the last few KB of stdout + stderr
 * @property {() => { code: number | null, signal: string | null } | undefined} exit
 * @property {() => Promise<void>} stop SIGTERM, SIGKILL after 5 s; waits
 */

/**
 * Spawns `node ...nodeArgs <bin> ...args` with `env` added to this environment.
 * @param {{ bin: string, args?: string[], nodeArgs?: string[], env?: Record<string, string>, name: string }} options
 * @returns {Promise<ServerProcess>}
 */
export async function spawnServer({
  bin,
  args = [],
  nodeArgs = [],
  env = {},
  name,
}) {
  const child = spawn(process.execPath, [...nodeArgs, bin, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  /** @type {{ code: number | null, signal: string | null } | undefined} */
  let exit
  let peak = 0
  const append = (chunk) => {
    log = (log + String(chunk)).slice(-LOG_TAIL_CHARS)
  }
  child.stdout.on('data', append)
  child.stderr.on('data', append)
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal }
      resolve(undefined)
    }),
  )
  const sample = () => {
    const memory = readProcessMemory(child.pid)
    if (memory) peak = Math.max(peak, memory.peakRssBytes, memory.rssBytes)
  }
  const sampler = setInterval(sample, 100)
  sampler.unref()
  exited.then(() => clearInterval(sampler))
  let url
  try {
    url = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start in 60 s:\n${log}`)),
        START_TIMEOUT_MS,
      )
      const onData = () => {
        const match = /listening on ((?:ws|http):\/\/\S+)/.exec(log)
        if (match) {
          clearTimeout(timer)
          child.stdout.off('data', onData)
          resolve(match[1])
        }
      }
      child.stdout.on('data', onData)
      exited.then(() => {
        clearTimeout(timer)
        reject(new Error(`${name} exited before listening:\n${log}`))
      })
    })
  } catch (error) {
    child.kill('SIGKILL')
    await exited
    throw error
  }
  return {
    url,
    pid: child.pid,
    alive: () => exit === undefined,
    peakRssBytes: () => {
      sample()
      return peak
    },
    resetPeak() {
      // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux ≥ 4.0).
      try {
        writeFileSync(`/proc/${child.pid}/clear_refs`, '5')
      } catch {}
      peak = 0
      sample()
    },
    logTail: () => log,
    exit: () => exit,
    async stop() {
      if (exit) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}
