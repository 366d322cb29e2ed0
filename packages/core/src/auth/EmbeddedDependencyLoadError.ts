import { defineError } from '@latch/common'

// A file of its own: the connector factory (first load) needs only this
// one of the embedded wallet's errors.

export type EmbeddedDependencyLoadErrorType = EmbeddedDependencyLoadError & {
  name: 'EmbeddedDependencyLoadError'
}
/** The connector's lazy chunk failed to load (SPEC §8). */
export class EmbeddedDependencyLoadError extends defineError(
  'EmbeddedDependencyLoadError',
  {
    shortMessage: 'Unable to load email login dependency',
    docsPath: '/core/connectors/auth',
  },
) {}
