import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

const decode = (text) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/**
 * Checks a built site: every internal `href`/`src` names a file that exists
 * (a folder through its index.html) and, with a `#hash`, an element with
 * that id; and no page has inline code the strict CSP would block (a
 * `<script>` without `src`, a `<style>` element, a `style=` attribute or an
 * `on…=` handler).
 *
 * @returns {{ pages: number, links: number, broken: string[], inline: string[] }}
 */
export function checkSite(outDir) {
  const files = htmlFiles(outDir)
  const ids = new Map()
  const idsOf = (file) => {
    if (!ids.has(file)) {
      const text = readFileSync(file, 'utf8')
      ids.set(
        file,
        new Set(
          [...text.matchAll(/\sid="([^"]+)"/g)].map((match) =>
            decode(match[1]),
          ),
        ),
      )
    }
    return ids.get(file)
  }
  const broken = []
  const inline = []
  let links = 0
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const page = relative(outDir, file)
    for (const match of text.matchAll(/<script\b([^>]*)>/g))
      if (!/\ssrc=/.test(match[1])) inline.push(`${page}: inline <script>`)
    if (/<style[\s>]/.test(text)) inline.push(`${page}: <style> element`)
    for (const match of text.matchAll(/<[a-z][^>]*\s(style|on[a-z]+)=/g))
      inline.push(`${page}: ${match[1]}= attribute`)
    for (const match of text.matchAll(/\s(?:href|src|action)="([^"]*)"/g)) {
      const href = decode(match[1])
      if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue
      links++
      const [path, hash] = href.split('#')
      let target =
        path === '' ? file : resolve(dirname(file), path.split('?')[0])
      if (!`${target}${sep}`.startsWith(`${resolve(outDir)}${sep}`)) {
        broken.push(`${page}: ${href} leaves the site`)
        continue
      }
      if (existsSync(target) && statSync(target).isDirectory())
        target = join(target, 'index.html')
      if (!existsSync(target))
        broken.push(`${page}: ${href} (no ${relative(outDir, target)})`)
      else if (hash && !idsOf(target).has(hash))
        broken.push(`${page}: ${href} (no #${hash})`)
    }
  }
  return { pages: files.length, links, broken, inline }
}
