/**
 * The e2e files that take ahead results (e2eAheadJobs): run after all the
 * others (AheadLastSequencer), so that what they need is ready.
 */
export const AHEAD_FILES = [
  'packages/test/e2e/freshApp.e2e.test.ts',
  'apps/wagmi-example/e2e/matrix.e2e.test.ts',
  'apps/next/e2e/ssr.e2e.test.ts',
]
