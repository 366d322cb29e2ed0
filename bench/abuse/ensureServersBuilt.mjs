// The server bins run dist/. Before spawning them, build what they load
// with `tsc -b` when dist/ is missing or older than a source file (`npm
// test` and `npm run bench` build first; this catches a run of the abuse
// suite alone after editing a server). Once per process and server.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { repoRoot } from './paths.mjs'

const projects = {
  relay: ['packages/common', 'packages/protocol', 'services/relay'],
  api: ['packages/common', 'packages/devnet', 'services/api'],
}
const checked = new Set()
// The relay and API test files may build at once (both load common/).
const lock = join(repoRoot, 'node_modules', '.cache', 'latch-abuse-build.lock')
const LOCK_WAIT_MS = 300_000

/** Runs `fn` holding a lock directory shared by every process. */
function withBuildLock(fn) {
  mkdirSync(dirname(lock), { recursive: true })
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (
        Date.now() > deadline ||
        Date.now() - statSync(lock).mtimeMs > LOCK_WAIT_MS
      )
        rmSync(lock, { recursive: true, force: true })
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200)
    }
  }
  try {
    return fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Newest modification time (ms) of the .ts files under `dir`. */
function newestSource(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path))
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/** True when a project's dist/ is missing or older than its src/. */
function isStale(project) {
  const info = join(repoRoot, project, 'dist', '.tsbuildinfo')
  if (!existsSync(info)) return true
  return newestSource(join(repoRoot, project, 'src')) > statSync(info).mtimeMs
}

/**
 * Builds the dist/ of `server` (and what it loads) when missing or stale.
 * A failed build with a dist/ in place only warns (another change in
 * progress may not compile yet); without one it throws.
 * @param {'relay' | 'api'} server
 */
export function ensureServerBuilt(server) {
  if (checked.has(server)) return
  checked.add(server)
  if (!projects[server].some(isStale)) return
  try {
    withBuildLock(() => {
      // Another process may have built it while this one waited.
      if (!projects[server].some(isStale)) return
      execFileSync('npx', ['tsc', '-b', ...projects[server]], {
        cwd: repoRoot,
        stdio: 'pipe',
        timeout: 300_000,
      })
    })
  } catch (error) {
    const built = projects[server].every((project) =>
      existsSync(join(repoRoot, project, 'dist', '.tsbuildinfo')),
    )
    const output = String(error.stdout ?? error)
    if (!built)
      throw new Error(
        `${server} needs dist/: npx tsc -b ${projects[server].join(' ')} failed:\n${output}`,
      )
    console.warn(
      `abuse suite: rebuilding ${server} failed; using the dist/ in place:\n${output.slice(0, 2000)}`,
    )
  }
}
