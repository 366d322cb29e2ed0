import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const relayRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = join(relayRoot, '..', '..')
const bin = join(relayRoot, 'bin', 'latch-relay.mjs')
// What bin/ loads at run time: the relay, @latch/protocol, @latch/common.
const projects = ['packages/common', 'packages/protocol', 'services/relay']
const builtEntries = [
  join(relayRoot, 'dist', 'exports', 'index.js'),
  join(repoRoot, 'packages', 'protocol', 'dist', 'exports', 'auth.js'),
  join(repoRoot, 'packages', 'common', 'dist', 'exports', 'index.js'),
]

/**
 * `bin/latch-relay.mjs` runs `dist/`: builds @latch/common,
 * @latch/protocol and @latch/relay with `tsc -b` when their output is
 * missing (`npm test` builds before vitest), or throws saying how to build.
 */
export function ensureRelayBuilt(): void {
  if (builtEntries.every((file) => existsSync(file))) return
  try {
    execFileSync('npx', ['tsc', '-b', ...projects], {
      cwd: repoRoot,
      stdio: 'pipe',
      timeout: 240_000,
    })
  } catch (error) {
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? ''
    throw new Error(
      `latch-relay needs dist/: \`npx tsc -b ${projects.join(' ')}\` failed:\n${output || String(error)}`,
    )
  }
  for (const file of builtEntries)
    if (!existsSync(file))
      throw new Error(`latch-relay needs dist/: ${file} is still missing`)
}

export type RelayProcess = {
  /** `ws://127.0.0.1:PORT`, read from the process's log line. */
  url: string
  port: number
  child: ChildProcess
  /** Resolves when the process has exited. */
  exited: Promise<void>
  /** Sends `signal` and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<void>
}

/**
 * Spawns `node bin/latch-relay.mjs --port 0` with `env` added to this
 * process's environment and resolves once it printed its address.
 */
export async function spawnRelayProcess(
  env: Record<string, string>,
): Promise<RelayProcess> {
  const child = spawn(process.execPath, [bin, '--port', '0'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => resolve()),
  )
  let output = ''
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`latch-relay did not start in 20 s:\n${output}`))
    }, 20_000)
    child.stdout?.on('data', (chunk) => {
      output += String(chunk)
      const match = /listening on (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`latch-relay exited (${code ?? signal}):\n${output}`))
    })
  })
  return {
    url,
    port: Number(new URL(url).port),
    child,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null)
        child.kill(signal)
      await exited
    },
  }
}
