import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { listSourceFiles } from './listSourceFiles.mjs'

const lineOf = (text, index) => text.slice(0, index).split('\n').length

/**
 * Every documentation address the packages' sources carry: the `docsPath`
 * of each error (string literals, `const docsPath = '…'`, and templates
 * such as `/core/createConfig#${parameter.toLowerCase()}`, expanded with
 * the first string argument of every `new TheError('…'` in the sources).
 * (The `https://latch.dev/docs/…` addresses in TSDoc become links on the
 * reference pages, which the link check covers.)
 *
 * @returns {{ path: string, where: string }[]}
 */
export function collectDocsPaths(root) {
  const files = readdirSync(join(root, 'packages')).flatMap((name) => {
    try {
      return listSourceFiles(join(root, 'packages', name, 'src'))
    } catch {
      return []
    }
  })
  const texts = files.map((file) => [file, readFileSync(file, 'utf8')])
  const found = []
  for (const [file, text] of texts) {
    const where = (index) => `${relative(root, file)}:${lineOf(text, index)}`
    for (const match of text.matchAll(/docsPath\s*[:=]\s*'([^']+)'/g))
      found.push({ path: match[1], where: where(match.index) })
    for (const match of text.matchAll(/docsPath\s*[:=]\s*`([^`]+)`/g)) {
      const template = match[1]
      const className = [
        ...text
          .slice(0, match.index)
          .matchAll(/class (\w+) extends defineError/g),
      ].at(-1)?.[1]
      if (!className)
        throw new Error(`${where(match.index)}: cannot expand ${template}`)
      const values = texts.flatMap(([, other]) =>
        [
          ...other.matchAll(
            new RegExp(`new ${className}\\(\\s*'([^']+)'`, 'g'),
          ),
        ].map((call) => call[1]),
      )
      if (values.length === 0)
        found.push({
          path: template.replace(/\$\{[^}]+\}/g, ''),
          where: where(match.index),
        })
      for (const value of values)
        found.push({
          path: template.replace(
            /\$\{(\w+)(\.toLowerCase\(\))?\}/g,
            (_, _name, lower) => (lower ? value.toLowerCase() : value),
          ),
          where: `${where(match.index)} (new ${className}('${value}'))`,
        })
    }
  }
  return found
}
