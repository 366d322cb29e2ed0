import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Where a package's reference pages live on the site. The Solana and
 * Bitcoin adapters extend core's actions, and their errors' `docsPath`s say
 * so (`/core/solana`, `/core/bitcoin/sendTransfer`).
 */
const siteBase = { solana: '/core/solana', bitcoin: '/core/bitcoin' }

/**
 * Every public (non-private) workspace package under packages/ and
 * services/ with its entry points: the `@latch/source` file of each
 * subpath of its `exports` map that lives in src/exports/.
 *
 * @returns {{ name: string, dir: string, short: string, base: string,
 *   description: string, entries: { specifier: string, file: string }[] }[]}
 */
export function readPublicEntries(root) {
  const packages = []
  for (const parent of ['packages', 'services']) {
    for (const short of readdirSync(join(root, parent)).sort()) {
      const dir = join(root, parent, short)
      let manifest
      try {
        manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      } catch {
        continue
      }
      if (manifest.private) continue
      const entries = []
      for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
        const source =
          typeof target === 'string' ? target : target?.['@latch/source']
        if (typeof source !== 'string' || !source.includes('src/exports/'))
          continue
        entries.push({
          specifier:
            subpath === '.'
              ? manifest.name
              : `${manifest.name}${subpath.slice(1)}`,
          file: join(dir, source),
        })
      }
      if (entries.length === 0) continue
      packages.push({
        name: manifest.name,
        dir,
        short,
        base: siteBase[short] ?? `/${short}`,
        description: manifest.description ?? '',
        entries,
      })
    }
  }
  return packages
}
