import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// No React plugin: Vite's own oxc transform compiles JSX with the automatic
// runtime. `@latch/source` comes first so workspace sources are bundled
// directly (no package build needed before `vite build`).
const root = dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  root,
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic' } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The demo, and its block explorer for the devnets (explorer.html).
    rollupOptions: {
      input: {
        main: join(root, 'index.html'),
        explorer: join(root, 'explorer.html'),
      },
    },
  },
})
