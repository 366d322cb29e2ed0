import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { listPackedFiles } from './listPackedFiles.js'
import { readImportSpecifiers } from './readImportSpecifiers.js'

type Manifest = {
  name: string
  private?: boolean
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const workspaces = ['packages', 'services', 'apps'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name))
    .filter((dir) => {
      try {
        readFileSync(join(dir, 'package.json'))
        return true
      } catch {
        return false
      }
    })
    .map((dir) => ({
      dir,
      manifest: JSON.parse(
        readFileSync(join(dir, 'package.json'), 'utf8'),
      ) as Manifest,
    })),
)
const privateNames = new Set(
  workspaces.filter((w) => w.manifest.private).map((w) => w.manifest.name),
)
const published = workspaces.filter((w) => !w.manifest.private)

// Test code in any of its usual shapes: test and type-test files, helper
// folders, abuse suites, fixtures.
const testFile =
  /\.(test|spec)[.-]|(^|\/)(testing|test|tests|__tests__|__snapshots__|abuse|fixtures?)\//
const codeFile = /\.(c|m)?(j|t)sx?$/

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@')
    ? parts.slice(0, 2).join('/')
    : (parts[0] as string)
}

describe('what npm pack ships', () => {
  it('finds the public packages', () => {
    expect(published.map((w) => w.manifest.name).sort()).toContain(
      '@latch/core',
    )
    expect(privateNames).toContain('@latch/test')
  })

  describe.each(published)('$manifest.name', ({ dir, manifest }) => {
    it('holds no test file and imports only what it depends on', async () => {
      const files = await listPackedFiles(dir)
      expect(files.length).toBeGreaterThan(0)
      expect(files.filter((file) => testFile.test(file))).toEqual([])

      const declared = new Set([
        manifest.name,
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
        ...Object.keys(manifest.optionalDependencies ?? {}),
      ])
      const wrong: string[] = []
      for (const file of files.filter((f) => codeFile.test(f))) {
        const source = readFileSync(join(dir, file), 'utf8')
        for (const specifier of readImportSpecifiers(source)) {
          if (specifier.startsWith('.') || specifier.startsWith('node:'))
            continue
          const name = packageOf(specifier)
          if (builtinModules.includes(name)) continue
          if (privateNames.has(name) || !declared.has(name))
            wrong.push(`${file}: ${specifier}`)
        }
      }
      expect(wrong).toEqual([])
    }, 60_000)
  })
})
