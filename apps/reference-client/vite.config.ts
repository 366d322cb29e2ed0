import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// Built like apps/demo and apps/wallet (scripts/build-app.mjs). The
// reference client is a peer under test, not a size-budgeted page: its
// bundle is left as its vendor ships it.
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5175, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
  },
})
