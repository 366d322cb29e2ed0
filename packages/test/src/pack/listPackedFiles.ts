import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * The files `npm pack` would put in the tarball of the package in `dir`
 * (paths relative to `dir`), read from `npm pack --dry-run --json` so the
 * answer is npm's own, `files` globs and `.npmignore` included. Scripts are
 * not run: listing must not build or change anything.
 */
export async function listPackedFiles(dir: string): Promise<string[]> {
  const { stdout } = await run(
    'npm',
    ['pack', '--dry-run', '--json', '--ignore-scripts'],
    { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
  )
  const [entry] = JSON.parse(stdout) as [{ files: { path: string }[] }]
  return entry.files.map((file) => file.path)
}
