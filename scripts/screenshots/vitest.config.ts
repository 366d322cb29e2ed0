// `npm run screenshots`: drives the built demo on the e2e stack (the same
// global setup as the e2e project: devnet, relay, API, embedded-wallet
// service, mail catcher, built demo) and writes docs/screenshots/*.png.
// Not part of `npm test`: it is a docs artefact, re-run after UI changes.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { conditions: ['@latch/source'] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    name: 'screenshots',
    environment: 'node',
    include: ['scripts/screenshots/capture.shots.ts'],
    globalSetup: ['apps/demo/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
})
