import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { readImportSpecifiers } from '../pack/readImportSpecifiers.js'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const contract = 'packages/common/src/embeddedProtocol/'

/** Product sources (no tests) under `dir`, relative to the repository. */
function productSources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test(-d)?\.tsx?$/.test(path))
}

const sources = ['packages', 'services', 'apps']
  .flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(group, name, 'src')),
  )
  .filter((dir) => {
    try {
      return readdirSync(join(root, dir)).length > 0
    } catch {
      return false
    }
  })
  .flatMap(productSources)

const contractTypes = new Set([
  'AppRequestPayloads',
  'AppRequestResults',
  'FrameEventPayloads',
  'FrameEnvelope',
  'FrameUser',
  'ServiceUser',
  'EmbeddedReview',
  'PreparedRequest',
  'SocialLoginProvider',
])

/**
 * Message types spelled out in strings or templates (not comments), and
 * contract types declared, in the file at `path`.
 */
function findContractCopies(path: string): string[] {
  const text = readFileSync(join(root, path), 'utf8')
  // Parse only files that could hold one (most do not): a quick text check.
  if (
    !text.includes('@latch-') &&
    ![...contractTypes].some((name) => text.includes(name))
  )
    return []
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) &&
      /@latch-(app|frame)\//.test(node.text)
    )
      found.push(`${path}: '${node.text.slice(0, 60)}'`)
    if (
      (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) &&
      contractTypes.has(node.name.text)
    )
      found.push(`${path}: type ${node.name.text}`)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe("the embedded wallet's message contract", () => {
  it('is defined once, in @latch/common/embedded-protocol', {
    timeout: 60_000,
  }, () => {
    // A message type spelled out, or a contract type declared, anywhere
    // else is a second copy that can drift from the first.
    const copies = sources
      .filter((path) => !path.startsWith(contract))
      .flatMap((path) => findContractCopies(path))
    expect(copies).toEqual([])
  })

  it('is what latch-api uses: the API server imports no @latch/embedded', () => {
    const imports = sources
      .filter((path) => path.startsWith('services/api/'))
      .flatMap((path) =>
        readImportSpecifiers(readFileSync(join(root, path), 'utf8'))
          .filter((specifier) => /^@latch\/embedded(\/|$)/.test(specifier))
          .map((specifier) => `${path}: ${specifier}`),
      )
    expect(imports).toEqual([])
  })
})
