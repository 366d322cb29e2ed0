import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// Like apps/demo: no React plugin (Vite's oxc transform compiles JSX with the
// automatic runtime) and `@latch/source` first, so workspace sources are
// bundled directly without a package build.
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  // A reference wallet, not a size-budgeted page: viem and the protocol client
  // are bundled whole.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1024,
  },
})
