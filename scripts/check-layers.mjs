#!/usr/bin/env node
// The lint step's layer check for @latch/core (issue 18): inside
// packages/core/src, imports point one way —
//   types, utils, errors ← store, storage, data ← state
//   ← api, connectors, auth, siwx, send, swap, onramp, transactions, internal (flows'
//     helpers) ← actions ← effects ← createConfig and the exports
// A value import (anything a build keeps) from a folder to a folder of a
// higher layer fails, and so does any pair of folders importing each other.
// Type-only imports are erased by the compiler and are free. Tests (*.test.*,
// *.test-d.ts) are not product code and are not checked.
// Usage: node scripts/check-layers.mjs [srcDir]   (exit 1 on a violation)
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const layers = [
  ['types', 'utils', 'errors'],
  ['store', 'storage', 'data'],
  ['state'],
  [
    'api',
    'connectors',
    'auth',
    'siwx',
    'send',
    'swap',
    'onramp',
    'transactions',
    'internal',
    'logger',
    'telemetry',
  ],
  ['actions'],
  ['effects'],
  ['.', 'exports'],
]

const levelOf = new Map(
  layers.flatMap((folders, level) => folders.map((f) => [f, level])),
)

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(name) && !/\.test(-d)?\.|\.test\./.test(name))
      yield path
  }
}

/** Relative module specifiers of a file, each with whether a build keeps it. */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest)
  const found = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const spec = node.moduleSpecifier
      if (spec && ts.isStringLiteral(spec)) {
        let typeOnly = false
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause
          typeOnly =
            clause !== undefined &&
            (clause.isTypeOnly ||
              (!clause.name &&
                clause.namedBindings !== undefined &&
                ts.isNamedImports(clause.namedBindings) &&
                clause.namedBindings.elements.length > 0 &&
                clause.namedBindings.elements.every((e) => e.isTypeOnly)))
        } else {
          typeOnly =
            node.isTypeOnly ||
            (node.exportClause !== undefined &&
              ts.isNamedExports(node.exportClause) &&
              node.exportClause.elements.length > 0 &&
              node.exportClause.elements.every((e) => e.isTypeOnly))
        }
        found.push({ specifier: spec.text, typeOnly })
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.filter((i) => i.specifier.startsWith('.'))
}

const folderOf = (srcDir, file) => {
  const parts = relative(srcDir, file).split(sep)
  return parts.length > 1 ? parts[0] : '.'
}

/** The violations in `srcDir`, as readable lines (none: an empty list). */
export function checkLayers(srcDir) {
  const problems = []
  const edges = new Map()
  for (const file of sourceFiles(srcDir)) {
    const from = folderOf(srcDir, file)
    for (const { specifier, typeOnly } of importsOf(
      file,
      readFileSync(file, 'utf8'),
    )) {
      if (typeOnly) continue
      const target = normalize(join(dirname(file), specifier))
      if (!target.startsWith(srcDir + sep)) continue
      const to = folderOf(srcDir, target)
      if (to === from) continue
      const where = `${relative(srcDir, file)} → ${specifier}`
      const [a, b] = [levelOf.get(from), levelOf.get(to)]
      if (a === undefined)
        problems.push(`${where}: folder '${from}' has no layer`)
      else if (b === undefined)
        problems.push(`${where}: folder '${to}' has no layer`)
      else if (b > a)
        problems.push(
          `${where}: '${from}' (layer ${a}) imports '${to}' (layer ${b}), above it`,
        )
      const key = `${from}→${to}`
      if (!edges.has(key)) edges.set(key, where)
    }
  }
  for (const [key, where] of edges) {
    const [from, to] = key.split('→')
    const back = edges.get(`${to}→${from}`)
    if (back && from < to)
      problems.push(
        `'${from}' and '${to}' import each other: ${where}; ${back}`,
      )
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = resolve(
    process.argv[2] ??
      join(dirname(fileURLToPath(import.meta.url)), '../packages/core/src'),
  )
  const problems = checkLayers(srcDir)
  for (const p of problems) console.error(p)
  if (problems.length > 0) {
    console.error(
      `layer check: ${problems.length} wrong import(s) in ${srcDir}`,
    )
    process.exit(1)
  }
  console.log(`layer check: ${srcDir} imports point one way`)
}
