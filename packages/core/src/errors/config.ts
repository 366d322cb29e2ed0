import { BaseError } from '@latch/common'

export type ProjectIdNotConfiguredErrorType = ProjectIdNotConfiguredError & {
  name: 'ProjectIdNotConfiguredError'
}
/** The config has no project id (SPEC §5): the modal shows an alert. */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError'
  constructor() {
    super('Project ID Not Configured', {
      docsPath: '/core/createConfig#projectid',
      metaMessages: ['Pass `projectId` to createConfig.'],
    })
  }
}

export type ConflictingSignInOptionsErrorType =
  ConflictingSignInOptionsError & { name: 'ConflictingSignInOptionsError' }
/** Both sign-in-with-signature options were given (SPEC §5). */
export class ConflictingSignInOptionsError extends BaseError {
  override name = 'ConflictingSignInOptionsError'
  constructor() {
    super('Both `siweConfig` and `siwx` are set; pass only one.', {
      docsPath: '/core/createConfig#siwx',
      metaMessages: [
        'The two sign-in-with-signature options must not both be set.',
      ],
    })
  }
}

export type InvalidConfigErrorType = InvalidConfigError & {
  name: 'InvalidConfigError'
}
/** A createConfig parameter is missing or of the wrong shape. */
export class InvalidConfigError extends BaseError {
  override name = 'InvalidConfigError'
  constructor(parameter: string, expected: string) {
    super(`Invalid \`${parameter}\`: expected ${expected}.`, {
      docsPath: `/core/createConfig#${parameter.toLowerCase()}`,
    })
  }
}

export type NamespaceAdapterMissingErrorType = NamespaceAdapterMissingError & {
  name: 'NamespaceAdapterMissingError'
}
/** A Solana or Bitcoin action ran on a config without that namespace's adapter. */
export class NamespaceAdapterMissingError extends BaseError {
  override name = 'NamespaceAdapterMissingError'
  constructor(namespace: string) {
    const adapter = namespace === 'bip122' ? 'bitcoin' : namespace
    super(`No adapter for the ${namespace} namespace.`, {
      docsPath: '/core/createConfig#adapters',
      metaMessages: [
        `Add ${adapter}Adapter() from '@latch/${adapter}' to createConfig's adapters.`,
      ],
    })
  }
}
