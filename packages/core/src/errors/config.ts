import { defineError } from '@latch/common'

export type ProjectIdNotConfiguredErrorType = ProjectIdNotConfiguredError
/** The config has no project id (SPEC §5): the modal shows an alert. */
export class ProjectIdNotConfiguredError extends defineError(
  'ProjectIdNotConfiguredError',
  {
    shortMessage: 'Project ID Not Configured',
    docsPath: '/core/createConfig#projectid',
    metaMessages: ['Pass `projectId` to createConfig.'],
  },
) {}

export type ConflictingSignInOptionsErrorType = ConflictingSignInOptionsError
/** Both sign-in-with-signature options were given (SPEC §5). */
export class ConflictingSignInOptionsError extends defineError(
  'ConflictingSignInOptionsError',
  {
    shortMessage: 'Both `siweConfig` and `siwx` are set; pass only one.',
    docsPath: '/core/createConfig#siwx',
    metaMessages: [
      'The two sign-in-with-signature options must not both be set.',
    ],
  },
) {}

export type InvalidConfigErrorType = InvalidConfigError
/** A createConfig parameter is missing or of the wrong shape. */
export class InvalidConfigError extends defineError(
  'InvalidConfigError',
  (parameter: string, expected: string) => ({
    shortMessage: `Invalid \`${parameter}\`: expected ${expected}.`,
    docsPath: `/core/createConfig#${parameter.toLowerCase()}`,
  }),
) {}

export type NamespaceAdapterMissingErrorType = NamespaceAdapterMissingError
/** A Solana or Bitcoin action ran on a config without that namespace's adapter. */
export class NamespaceAdapterMissingError extends defineError(
  'NamespaceAdapterMissingError',
  (namespace: string) => {
    const adapter = namespace === 'bip122' ? 'bitcoin' : namespace
    return {
      shortMessage: `No adapter for the ${namespace} namespace.`,
      docsPath: '/core/createConfig#adapters',
      metaMessages: [
        `Add ${adapter}Adapter() from '@latch/${adapter}' to createConfig's adapters.`,
      ],
    }
  },
) {}
