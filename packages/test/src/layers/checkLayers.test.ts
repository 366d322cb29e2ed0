// The layer check of the lint step (scripts/check-layers.mjs): core's
// imports point one way, and a wrong import is found.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { checkLayers, importsOf } from '../../../../scripts/check-layers.mjs'

const coreSrc = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../core/src',
)

let tree: string | undefined
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true })
  tree = undefined
})

/** A throwaway source tree: path → text. */
function write(files: Record<string, string>) {
  tree = mkdtempSync(join(tmpdir(), 'latch-layers-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true })
    writeFileSync(join(tree, path), text)
  }
  return tree
}

test("@latch/core's imports point one way", () => {
  expect(checkLayers(coreSrc)).toEqual([])
})

test('a state file importing an action, and two folders importing each other, are found; type-only imports and tests are free', () => {
  const src = write({
    'state/reducer.ts': "import { openModal } from '../actions/openModal.js'\n",
    'actions/openModal.ts':
      "import type { State } from '../state/types.js'\nexport const openModal = 1\n",
    'state/types.ts': 'export type State = {}\n',
    'api/client.ts':
      "import { x } from '../connectors/x.js'\nexport const y = x\n",
    'connectors/x.ts':
      "import { y } from '../api/client.js'\nexport const x = y\n",
    'types/config.ts': "import type { State } from '../state/types.js'\n",
    'utils/helper.test.ts':
      "import { openModal } from '../actions/openModal.js'\n",
  })
  const problems = checkLayers(src)
  expect(problems).toEqual([
    expect.stringMatching(
      /^state\/reducer\.ts → \.\.\/actions\/openModal\.js: 'state' \(layer 2\) imports 'actions' \(layer 4\), above it$/,
    ),
    expect.stringMatching(/^'api' and 'connectors' import each other: /),
  ])
})

test('what counts as a kept import: values, side effects, re-exports and import(); not `import type` or all-type names', () => {
  const found = importsOf(
    'a.ts',
    [
      "import { a } from './a.js'",
      "import type { B } from './b.js'",
      "import { type C, type D } from './c.js'",
      "import { type E, f } from './e.js'",
      "import './side.js'",
      "export { g } from './g.js'",
      "export type { H } from './h.js'",
      "const lazy = () => import('./lazy.js')",
      "import { z } from 'zod'",
    ].join('\n'),
  )
  expect(found).toEqual([
    { specifier: './a.js', typeOnly: false },
    { specifier: './b.js', typeOnly: true },
    { specifier: './c.js', typeOnly: true },
    { specifier: './e.js', typeOnly: false },
    { specifier: './side.js', typeOnly: false },
    { specifier: './g.js', typeOnly: false },
    { specifier: './h.js', typeOnly: true },
    { specifier: './lazy.js', typeOnly: false },
  ])
})
