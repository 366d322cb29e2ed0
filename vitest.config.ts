import { defineConfig } from 'vitest/config'

// Workspace sources are resolved through the `@latch/source` export
// condition, so tests never need a build step.
const resolve = { conditions: ['@latch/source'] }

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        ssr: { resolve: { conditions: ['@latch/source'] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
          ],
        },
      },
      {
        resolve,
        ssr: { resolve: { conditions: ['@latch/source'] } },
        test: {
          name: 'dom',
          environment: 'happy-dom',
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
          include: ['apps/*/e2e/**/*.e2e.test.ts', 'scripts/**/*.e2e.test.ts'],
          globalSetup: ['apps/demo/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
