// Paths of the repository and the server bins, for the abuse suite.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root. */
export const repoRoot = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
)
/** `services/relay/bin/latch-relay.mjs`. */
export const relayBin = join(
  repoRoot,
  'services',
  'relay',
  'bin',
  'latch-relay.mjs',
)
/** `services/api/bin/latch-api.mjs`. */
export const apiBin = join(repoRoot, 'services', 'api', 'bin', 'latch-api.mjs')
