import { execFile } from 'node:child_process'
import { cp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { PackedPackage } from './packPublicPackages.js'

const run = promisify(execFile)

const template = fileURLToPath(
  new URL('../../fixtures/fresh-app/', import.meta.url),
)

export type InstallFreshAppParameters = {
  /** An empty folder outside the monorepo. */
  dir: string
  /** The tarballs to depend on (`file:` specs), each under its own name. */
  packages: readonly PackedPackage[]
  /** Other dependencies with exact versions, e.g. `{ react: '19.3.1' }`. */
  dependencies: Readonly<Record<string, string>>
  devDependencies: Readonly<Record<string, string>>
}

/**
 * Lays out the fresh Vite React app of packages/test/fixtures/fresh-app in
 * `dir` and installs it with plain `npm install`, as a user outside the
 * monorepo would: the @latch packages from their tarballs, the rest at the
 * given exact versions (from npm's cache when it has them).
 */
export async function installFreshApp({
  dir,
  packages,
  dependencies,
  devDependencies,
}: InstallFreshAppParameters): Promise<void> {
  await cp(template, dir, { recursive: true })
  const manifest = {
    name: 'latch-fresh-app',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(packages.map((p) => [p.name, `file:${p.tarball}`])),
      ...dependencies,
    },
    devDependencies,
  }
  await writeFile(
    join(dir, 'package.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  )
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-exact'],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  )
}

/** `vite build` with the app's own Vite; `env` holds its VITE_* settings. */
export async function buildFreshApp(
  dir: string,
  env: Readonly<Record<string, string>>,
): Promise<string> {
  await run(join(dir, 'node_modules', '.bin', 'vite'), ['build'], {
    cwd: dir,
    // A user's shell has no NODE_ENV; Vitest's `test` would make Vite build
    // React's development bundle.
    env: { ...process.env, NODE_ENV: 'production', ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  return join(dir, 'dist')
}
