// Builds apps/next once (`next build`) and serves it with `next start` on a
// free port, with the e2e stack's URLs in its environment (the page reads
// them per request, so the build does not depend on them).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** apps/next */
export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const nextBin = join(
  dirname(createRequire(import.meta.url).resolve('next/package.json')),
  'dist/bin/next',
)

export type NextServer = { url: string; stop(): Promise<void> }

/** Runs `next <args>` in apps/next; rejects with its output on failure. */
function runNext(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, [nextBin, ...args], {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  return { child, output: () => output }
}

/** `next build` in apps/next (output in apps/next/.next). */
export async function buildNext(): Promise<void> {
  const { child, output } = runNext(['build'], {})
  const [code] = await once(child, 'exit')
  if (code !== 0) throw new Error(`next build failed:\n${output()}`)
}

/** `next start` on a free port of 127.0.0.1 with `env`; resolves once it listens. */
export async function startNext(
  env: Record<string, string | undefined>,
): Promise<NextServer> {
  const { child, output } = runNext(
    ['start', '--port', '0', '--hostname', '127.0.0.1'],
    env,
  )
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const found = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output())
      if (found?.[1]) resolve(found[1])
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) =>
      reject(new Error(`next start exited (${code}):\n${output()}`)),
    )
  })
  return {
    url,
    stop: () => stopChild(child),
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  await exited
}
