import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { frameVersion } from './version.js'

it('frameVersion equals package.json', () => {
  const pkg = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { version: string }
  expect(frameVersion).toBe(pkg.version)
})
