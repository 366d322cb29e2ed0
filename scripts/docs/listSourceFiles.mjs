import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every non-test `.ts`/`.tsx` file under `dir` (recursively). */
export function listSourceFiles(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__snapshots__')
        files.push(...listSourceFiles(full))
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test(-d)?\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    ) {
      files.push(full)
    }
  }
  return files
}
