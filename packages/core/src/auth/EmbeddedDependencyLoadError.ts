import { BaseError } from '@latch/common'

// A file of its own: the connector factory (first load) needs only this
// one of the embedded wallet's errors.

export type EmbeddedDependencyLoadErrorType = EmbeddedDependencyLoadError & {
  name: 'EmbeddedDependencyLoadError'
}
/** The connector's lazy chunk failed to load (SPEC §8). */
export class EmbeddedDependencyLoadError extends BaseError {
  override name = 'EmbeddedDependencyLoadError'
  constructor(options: { cause?: unknown } = {}) {
    super('Unable to load email login dependency', {
      ...options,
      docsPath: '/core/connectors/auth',
    })
  }
}
