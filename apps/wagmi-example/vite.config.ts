import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// As apps/demo: Vite's own oxc transform compiles JSX, and workspace
// sources are bundled through `@latch/source` (no package build needed).
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1', port: 5175, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // TanStack Query marks its React modules "use client" (for server
      // components); a client-only bundle has nothing to preserve.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
