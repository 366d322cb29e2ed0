import { describe, expect, it } from 'vitest'
import { readImportSpecifiers } from './readImportSpecifiers.js'

describe('readImportSpecifiers', () => {
  it('finds static, dynamic, type, re-export and require specifiers, not comments', () => {
    const source = [
      "import { a } from '@latch/common'",
      "import type { B } from './b.js'",
      "import 'side-effect'",
      'export { c } from "@scope/pkg/sub"',
      "const d = await import('node:fs')",
      "type E = import('@latch/test').E",
      "const f = require('g')",
      "/** import WebSocket from 'ws' */",
    ].join('\n')

    expect(readImportSpecifiers(source)).toEqual([
      '@latch/common',
      './b.js',
      'side-effect',
      '@scope/pkg/sub',
      'node:fs',
      '@latch/test',
      'g',
    ])
  })
})
