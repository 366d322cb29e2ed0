import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type PackedPackage = {
  /** The package's name, e.g. `@latch/core`. */
  name: string
  /** Its workspace folder. */
  dir: string
  /** Absolute path of the tarball `npm pack` wrote. */
  tarball: string
  /** The paths inside the tarball, relative to the package root. */
  files: string[]
}

/** Folders of the workspaces whose package.json is not `private`. */
export function publicPackageDirs(root: string): string[] {
  return ['packages', 'services']
    .flatMap((group) =>
      readdirSync(join(root, group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(root, group, entry.name)),
    )
    .filter((dir) => {
      try {
        const manifest = JSON.parse(
          readFileSync(join(dir, 'package.json'), 'utf8'),
        ) as { private?: boolean }
        return !manifest.private
      } catch {
        return false
      }
    })
}

const packageName = (dir: string): string =>
  (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string
    }
  ).name

/**
 * Runs `npm pack` for every public workspace of `root` (or only those
 * `only` names) into `destination`, as a release would (compiled `dist`
 * must exist: `tsc -b` first), in one npm process (`-w` per workspace).
 * Scripts are not run: packing must not build or change anything.
 */
export async function packPublicPackages(
  root: string,
  destination: string,
  only?: readonly string[],
): Promise<PackedPackage[]> {
  const dirs = publicPackageDirs(root).filter(
    (dir) => !only || only.includes(packageName(dir)),
  )
  const { stdout } = await run(
    'npm',
    [
      'pack',
      '--json',
      '--ignore-scripts',
      '--pack-destination',
      destination,
      ...dirs.flatMap((dir) => ['-w', dir]),
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  )
  const entries = JSON.parse(stdout) as {
    name: string
    filename: string
    files: { path: string }[]
  }[]
  return dirs.map((dir) => {
    const name = packageName(dir)
    const entry = entries.find((packed) => packed.name === name)
    if (!entry) throw new Error(`npm pack did not pack ${name}`)
    return {
      name,
      dir,
      tarball: join(destination, entry.filename),
      files: entry.files.map((file) => file.path),
    }
  })
}
