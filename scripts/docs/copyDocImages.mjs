import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/**
 * Copies every image under `docsDir` (`*.png`, `*.svg`; not `dist/`) to the
 * same relative path under `outDir`, so a page's relative `![…](x.png)`
 * works on the site as it does in the repository
 * (`docs/screenshots/x.png` → `screenshots/x.png`).
 *
 * @returns {number} how many files were copied
 */
export function copyDocImages(docsDir, outDir) {
  let copied = 0
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (full !== outDir && entry.name !== 'dist') walk(full)
        continue
      }
      if (!/\.(png|svg)$/.test(entry.name)) continue
      const target = join(outDir, relative(docsDir, full))
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(full, target)
      copied++
    }
  }
  walk(docsDir)
  return copied
}
