import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What the fresh app installs beside the tarballs: React and Vite at the
 * monorepo's own exact versions (its root devDependencies).
 */
export function freshAppDependencies(root: string): {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
} {
  const manifest = JSON.parse(
    readFileSync(join(root, 'package.json'), 'utf8'),
  ) as { devDependencies: Record<string, string> }
  const exact = (name: string) => {
    const version = manifest.devDependencies[name]
    if (!version) throw new Error(`${name} is not a root devDependency`)
    return version
  }
  return {
    dependencies: { react: exact('react'), 'react-dom': exact('react-dom') },
    devDependencies: { vite: exact('vite') },
  }
}
