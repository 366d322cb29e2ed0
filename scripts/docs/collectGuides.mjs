import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * The hand-written pages: every `*.md` under `docsDir`, at the site path of
 * its file (`docs/guide/sign-in.md` → `/guide/sign-in`, `index.md` → its
 * folder), titled by its first `# ` heading.
 *
 * @returns {Map<string, { title: string, markdown: string }>}
 */
export function collectGuides(docsDir) {
  const pages = new Map()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'dist') walk(full)
        continue
      }
      if (!entry.name.endsWith('.md')) continue
      const parts = relative(docsDir, full).slice(0, -3).split(sep)
      if (parts.at(-1) === 'index') parts.pop()
      const markdown = readFileSync(full, 'utf8')
      const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim()
      if (!title) throw new Error(`${full} has no "# " title`)
      pages.set(`/${parts.join('/')}`, { title, markdown })
    }
  }
  walk(docsDir)
  return pages
}
