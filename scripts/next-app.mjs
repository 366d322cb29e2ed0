// The Next.js example (apps/next): `next build` and `next start` in child
// processes. The page reads the stack's URLs from its environment per
// request (LATCH_DEVNET_RPC_1/2, LATCH_RELAY_URL, LATCH_API_URL,
// LATCH_EMBEDDED_URL, LATCH_PROJECT_ID), so one build serves any ports.
// Used by `npm start -- --next-port N` and apps/next/e2e.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** apps/next */
export const nextAppDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'next',
)

const nextBin = join(
  dirname(createRequire(import.meta.url).resolve('next/package.json')),
  'dist',
  'bin',
  'next',
)

/**
 * Runs `next <args>` in apps/next, its output kept for errors.
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 */
function runNext(args, env) {
  const child = spawn(process.execPath, [nextBin, ...args], {
    cwd: nextAppDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return { child, output: () => output }
}

/** `next build` in apps/next (output in apps/next/.next). */
export async function buildNextApp() {
  const { child, output } = runNext(['build'], {})
  const [code] = await once(child, 'exit')
  if (code !== 0) throw new Error(`next build failed:\n${output()}`)
}

/**
 * `next start` of the built app; resolves once it listens.
 * @param {{ host?: string, port?: number, env?: Record<string, string | undefined> }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startNextApp({ host = '127.0.0.1', port = 0, env = {} }) {
  const { child, output } = runNext(
    ['start', '--port', String(port), '--hostname', host],
    env,
  )
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const found = /Local:\s+(http:\/\/\S+:\d+)/.exec(output())
      if (found?.[1]) resolve(found[1])
    })
    child.once('exit', (code) =>
      reject(new Error(`next start exited (${code}):\n${output()}`)),
    )
  })
  return {
    url,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    },
  }
}
