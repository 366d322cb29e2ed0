// The server bins run dist/. Before spawning them, build what they load
// with `tsc -b` when it is missing (`npm test` and `npm run bench` build
// first; after editing a server, rebuild before running the abuse suite
// alone: `npx tsc -b tsconfig.build.json`).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './paths.mjs'

const projects = {
  relay: ['packages/common', 'packages/protocol', 'services/relay'],
  api: ['services/api'],
}
const entries = {
  relay: [
    'services/relay/dist/exports/index.js',
    'packages/protocol/dist/exports/auth.js',
  ],
  api: [
    'services/api/dist/exports/index.js',
    'services/api/dist/exports/blockchain.js',
  ],
}

/**
 * Builds the dist/ of `server` (and what it loads) when an entry is missing.
 * @param {'relay' | 'api'} server
 */
export function ensureServerBuilt(server) {
  const missing = () =>
    entries[server].filter((file) => !existsSync(join(repoRoot, file)))
  if (missing().length === 0) return
  try {
    execFileSync('npx', ['tsc', '-b', ...projects[server]], {
      cwd: repoRoot,
      stdio: 'pipe',
      timeout: 300_000,
    })
  } catch (error) {
    if (missing().length === 0) return // emitted despite type errors
    throw new Error(
      `${server} needs dist/: npx tsc -b ${projects[server].join(' ')} failed:\n${error.stdout ?? error}`,
    )
  }
}
