import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { version } from './version.js'

test('version matches package.json', () => {
  const url = new URL('../package.json', import.meta.url)
  const pkg = JSON.parse(readFileSync(url, 'utf8')) as { version: string }
  expect(version).toBe(pkg.version)
})
