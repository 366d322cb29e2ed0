import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'

// Every string a user sees or hears comes from the catalogue. This finds
// text written straight into JSX: text children, string children and the
// attributes a browser shows or announces.
const shownAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'label',
  'placeholder',
  'title',
])
const hasWords = (text: string) => /\p{L}/u.test(text)

// The modal's warm-up rehearsal (class l-rehearsal: visibility hidden,
// aria-hidden, made inert as it mounts) is never seen nor heard: its sample
// text is not checked.
function isHiddenRehearsal(node: ts.Node): boolean {
  if (!ts.isJsxElement(node)) return false
  const names = node.openingElement.attributes.properties.map((a) =>
    ts.isJsxAttribute(a) ? a.getText() : '',
  )
  return (
    names.includes('aria-hidden="true"') &&
    names.some((name) => /^className="[^"]*\bl-rehearsal\b/.test(name))
  )
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text
  if (ts.isTemplateExpression(node))
    return [
      node.head.text,
      ...node.templateSpans.map((s) => s.literal.text),
    ].join(' ')
  return undefined
}

/** `line: text` of each user-visible literal in a TSX source. */
function findLiteralStrings(source: string, name = 'x.tsx'): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart())
    found.push(`${line + 1}: ${text.trim()}`)
  }
  const visit = (node: ts.Node) => {
    if (isHiddenRehearsal(node)) return
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text)
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = literalText(node.expression)
      if (text !== undefined && hasWords(text)) report(node, text)
    }
    if (ts.isJsxAttribute(node) && shownAttributes.has(node.name.getText())) {
      const value = node.initializer
      const text =
        value && ts.isJsxExpression(value) && value.expression
          ? literalText(value.expression)
          : value && ts.isStringLiteral(value)
            ? value.text
            : undefined
      if (text !== undefined && hasWords(text)) report(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const root = fileURLToPath(new URL('..', import.meta.url))
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.')
      ? [path]
      : []
  })

test('finds text, string children and shown attributes written in JSX', () => {
  const found = findLiteralStrings(`
    const a = <p>Hello</p>
    const b = <p>{'Hi'}</p>
    const c = <input placeholder="Name" aria-label={\`Send \${x}\`} />
    const d = <img alt="logo" title={'Tip'} />
    const hidden = <div className="l-rehearsal" aria-hidden="true"><p>0.000 ETH</p></div>
    const e = <div aria-hidden="true"><p>Shown</p></div>
    const ok = (
      <p className="l-muted" data-x="y" aria-label={messages.close}>
        {messages.loading} · {\`\${a} · \${b}\`} {format(messages.to, { a })}
      </p>
    )
  `)
  expect(found).toEqual([
    '2: Hello',
    '3: Hi',
    '4: Name',
    '4: Send',
    '5: logo',
    '5: Tip',
    '7: Shown',
  ])
})

test('no user-visible string in packages/react/src is written outside the catalogue', () => {
  const files = sources(root)
  expect(files.length).toBeGreaterThan(40)
  const found = files.flatMap((path) =>
    findLiteralStrings(readFileSync(path, 'utf8'), path).map(
      (hit) => `${relative(root, path)}:${hit}`,
    ),
  )
  expect(found).toEqual([])
})
