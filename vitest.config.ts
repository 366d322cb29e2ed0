import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { AheadLastSequencer } from './apps/demo/e2e/ahead/aheadLastSequencer.js'

// Workspace sources are resolved through the `@latch/source` export
// condition, so tests never need a build step.
const resolve = { conditions: ['@latch/source'] }
const settleImports = 'scripts/vitest/settleImports.ts'
const runFileEnd = 'scripts/vitest/runFileEnd.ts'

export default defineConfig({
  test: {
    // Most test time is spent waiting on sockets, databases and chains, so
    // two workers overlap it even on a one- or two-core machine (Vitest's
    // default there is a single worker: cores − 1).
    maxWorkers: Math.max(2, availableParallelism()),
    // The e2e files whose setup the global setup does ahead run last.
    sequence: { sequencer: AheadLastSequencer },
    projects: [
      {
        resolve,
        ssr: { resolve: { conditions: ['@latch/source'] } },
        test: {
          name: 'unit',
          // One module graph per worker (as unit-core, unit-services):
          // each file imported viem and the packages again.
          isolate: false,
          // Bounds for a loaded two-core machine (unit, dom and e2e run side
          // by side): a hung test still fails, a slow one does not.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          environment: 'node',
          setupFiles: [settleImports, runFileEnd],
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'scripts/docs/**/*.test.ts',
            'scripts/screenshots/**/*.test.ts',
          ],
          exclude: ['packages/core/src/**', '**/node_modules/**'],
        },
      },
      {
        resolve,
        ssr: { resolve: { conditions: ['@latch/source'] } },
        test: {
          // Core's tests share one module graph per worker: each file
          // imported viem, the store and the actions again (279 s of the
          // lane's import time for 72 files; 29 s shared, same results).
          // Each file still builds its own config, servers and chains.
          name: 'unit-core',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          environment: 'node',
          setupFiles: [settleImports, runFileEnd],
          include: ['packages/core/src/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr: { resolve: { conditions: ['@latch/source'] } },
        test: {
          // The servers' tests (latch-api, the relay) share one module
          // graph per worker, as core's do: each file imported Hono,
          // viem, PGlite and the app again. Helpers that open databases
          // or servers close them when each file ends (fileEnd.ts).
          // PGlite and PostgreSQL start per file: 60 s bounds.
          name: 'unit-services',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          environment: 'node',
          setupFiles: [settleImports, runFileEnd],
          include: [
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
          ],
        },
      },
      {
        resolve,
        ssr: { resolve: { conditions: ['@latch/source'] } },
        test: {
          name: 'dom',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          environment: 'happy-dom',
          setupFiles: [
            'packages/react/test/setupDom.ts',
            settleImports,
            runFileEnd,
          ],
          include: [
            'packages/*/src/**/*.test.tsx',
            'packages/*/test/**/*.test.tsx',
          ],
        },
      },
      {
        resolve,
        ssr: { resolve: { conditions: ['@latch/source'] } },
        test: {
          name: 'e2e',
          environment: 'node',
          include: [
            'apps/*/e2e/**/*.e2e.test.ts',
            'packages/test/e2e/**/*.e2e.test.ts',
            'scripts/**/*.e2e.test.ts',
          ],
          globalSetup: ['apps/demo/e2e/global-setup.ts'],
          fileParallelism: false,
          // One worker runs the files one after another, on one module
          // graph (playwright, viem and the helpers imported once) and one
          // shared Chromium (each page gets a fresh context: browser.ts).
          isolate: false,
          // A browser on a loaded two-core machine: expect.poll waits up to
          // 10 s (Vitest's default is 1 s). A bound, not a retry.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
