import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DevnetError } from './DevnetError.js'

const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Path of the anvil binary shipped by `@foundry-rs/anvil`'s platform package
 * (e.g. `@foundry-rs/anvil-linux-amd64`). `LATCH_ANVIL_BINARY` overrides it.
 * Never downloads anything.
 */
export function resolveAnvilBinary(
  env: Record<string, string | undefined> = process.env,
): string {
  const override = env.LATCH_ANVIL_BINARY
  if (override) return override
  const arch = archNames[process.arch] ?? process.arch
  const name = `@foundry-rs/anvil-${process.platform}-${arch}`
  const file = process.platform === 'win32' ? 'bin/anvil.exe' : 'bin/anvil'
  // The platform package is an optional dependency of @foundry-rs/anvil:
  // resolve it from there first, then from here (hoisted installs).
  const requires = [createRequire(import.meta.url)]
  try {
    const main = requires[0]!.resolve('@foundry-rs/anvil/package.json')
    requires.unshift(createRequire(main))
  } catch {}
  for (const require of requires) {
    try {
      const pkg = require.resolve(`${name}/package.json`)
      const binary = join(dirname(pkg), file)
      if (existsSync(binary)) return binary
    } catch {}
  }
  throw new DevnetError('ANVIL_NOT_FOUND', `Cannot find the anvil binary.`, {
    details: `${name} is not installed (it is an optional dependency of @foundry-rs/anvil). Run npm install, or set LATCH_ANVIL_BINARY.`,
  })
}
