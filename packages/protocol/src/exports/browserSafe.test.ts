import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// Shipped code runs in browsers without Node polyfills.
const root = join(import.meta.dirname, '..')
const folders = [
  'crypto',
  'uri',
  'jsonrpc',
  'relay',
  'utils',
  'errors',
  'verify',
]

test('no Buffer, node: imports or process in shipped files', () => {
  for (const folder of folders)
    for (const file of readdirSync(join(root, folder))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
      const source = readFileSync(join(root, folder, file), 'utf8')
      expect(source, `${folder}/${file}`).not.toMatch(
        /\bBuffer\b|from 'node:|require\(|\bprocess\.\w/,
      )
    }
})
