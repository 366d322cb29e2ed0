// Solana and Bitcoin live in @latch/solana and @latch/bitcoin, which
// depend on @latch/core and @latch/common, never the reverse: an EVM-only
// page installs none of their libraries. A dependency or an import of one
// in core or common fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const packages = join(import.meta.dirname, '..', '..', '..')
const chainLibrary =
  /^(@solana\/|@solana-program\/|@wallet-standard\/|@scure\/btc-signer$|bitcoinjs-lib$|bip322-js$|@latch\/solana$|@latch\/bitcoin$)/

describe.each(['core', 'common'])('@latch/%s', (name) => {
  const root = join(packages, name)

  test('package.json names no Solana or Bitcoin library', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    const names = ['dependencies', 'devDependencies', 'peerDependencies']
      .flatMap((field) => Object.keys(pkg[field] ?? {}))
      .filter((dependency) => chainLibrary.test(dependency))
    expect(names).toEqual([])
  })

  test('no source file imports a Solana or Bitcoin library', () => {
    const files = readdirSync(join(root, 'src'), { recursive: true })
      .map(String)
      .filter((file) => /\.(ts|tsx)$/.test(file))
    expect(files.length).toBeGreaterThan(50)
    const imports = files.flatMap((file) =>
      [
        ...readFileSync(join(root, 'src', file), 'utf8').matchAll(
          /(?:^\s*(?:import|export)\b[^'"]*?\bfrom\s*|^\s*import\s*|\bimport\(\s*)'([^']+)'/gm,
        ),
      ]
        .map((match) => match[1] as string)
        .filter((specifier) => chainLibrary.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    )
    expect(imports).toEqual([])
  })
})
