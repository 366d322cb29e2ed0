import { expect, test } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { getUserAgent } from './getUserAgent.js'
import { version } from './version.js'

test('version matches package.json', () => {
  expect(version).toBe(packageJson.version)
})

test('node and browser forms', () => {
  expect(getUserAgent()).toMatch(/^wc-2\/latch-0\.1\.0\/\w+-[\d.]+\/node$/)
  expect(
    getUserAgent({
      location: { host: 'localhost:3000' },
      navigator: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X)' },
    }),
  ).toBe('wc-2/latch-0.1.0/macos-unknown/browser:localhost:3000')
})
