import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

// The monorepo's root: workspace packages are symlinks into it.
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

const config: NextConfig = {
  // The repository's own `tsc` checks this app (npm test's typecheck step).
  typescript: { ignoreBuildErrors: true },
  turbopack: { root },
  outputFileTracingRoot: root,
}

export default config
