import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// The modal and buttons mirror in right-to-left languages only if their
// styles name sides by writing direction: `margin-inline-start`, not
// `margin-left`. This lint fails on a physical (left/right) property in
// any stylesheet or inline style of packages/react/src.
const physicalCss =
  /(?<![\w-])(?:(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|border-(?:left|right)(?:-[a-z]+)?|border-(?:top|bottom)-(?:left|right)-radius|left|right|float|clear)\s*:|(?<![\w-])text-align\s*:\s*(?:left|right)\b/g
const physicalStyle =
  /\b(?:(?:margin|padding|scrollMargin|scrollPadding)(?:Left|Right)|border(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius|cssFloat)\s*:|\b(?:left|right|float|clear)\s*:\s*['"\d]|\btextAlign\s*:\s*['"](?:left|right)/g

/** `line: match` of each physical property in a source file. */
function findPhysicalProperties(source: string): string[] {
  return source.split('\n').flatMap((line, i) => {
    const matches = [
      ...line.matchAll(physicalCss),
      ...line.matchAll(physicalStyle),
    ].sort((a, b) => a.index - b.index)
    // One report per property: drop a match inside an earlier one.
    let end = -1
    return matches.flatMap((m) => {
      if (m.index < end) return []
      end = m.index + m[0].length
      return [`${i + 1}: ${m[0]}`]
    })
  })
}

const root = fileURLToPath(new URL('.', import.meta.url))
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx|css)$/.test(entry.name) && !entry.name.includes('.test.')
      ? [path]
      : []
  })

test('finds physical properties in CSS text and inline styles', () => {
  const found = findPhysicalProperties(
    [
      '[data-latch] .a{margin-left:4px;padding-inline-start:2px}',
      '.b{left:0;inset-inline-end:0;text-align:right;border-right-color:red}',
      '.c{float:left;text-align:start;border-top-left-radius:3px}',
      'const s = { marginRight: 4, left: 0, textAlign: "left" }',
      'const ok = { marginInlineStart: 4, insetInlineStart: 0, align: left }',
    ].join('\n'),
  )
  expect(found).toEqual([
    '1: margin-left:',
    '2: left:',
    '2: text-align:right',
    '2: border-right-color:',
    '3: float:',
    '3: border-top-left-radius:',
    '4: marginRight:',
    '4: left:',
    '4: textAlign: "left',
  ])
})

test('the styles of packages/react/src use logical properties only', () => {
  const files = sources(root)
  expect(files.some((f) => f.endsWith('styles.ts'))).toBe(true)
  const found = files.flatMap((path) =>
    findPhysicalProperties(readFileSync(path, 'utf8')).map(
      (hit) => `${relative(root, path)}:${hit}`,
    ),
  )
  expect(found).toEqual([])
})
