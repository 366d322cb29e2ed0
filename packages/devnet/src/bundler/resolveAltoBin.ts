import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DevnetError } from '../node/DevnetError.js'

/**
 * Path of Alto's command-line entry (`esm/cli/alto.js` of `@pimlico/alto`),
 * run with `process.execPath`. Alto is GPL-3.0: it only ever runs as its
 * own process, it is never imported, bundled or linked.
 */
export function resolveAltoBin(): string {
  const require = createRequire(import.meta.url)
  try {
    // Resolves (never loads) the package's entry, esm/index.js: its
    // package.json is not exported.
    const entry = require.resolve('@pimlico/alto')
    const bin = join(dirname(entry), 'cli', 'alto.js')
    if (!existsSync(bin)) throw new Error(`no ${bin}`)
    return bin
  } catch (cause) {
    throw new DevnetError('BUNDLER_NOT_FOUND', 'Cannot find Alto.', {
      cause,
      details: '@pimlico/alto is not installed. Run npm install.',
    })
  }
}
