import { defineError } from './base.js'

export type InvalidChainIdErrorType = InvalidChainIdError

/** Thrown when a chain id is not a positive safe integer (or its hex). */
export class InvalidChainIdError extends defineError(
  'InvalidChainIdError',
  ({ chainId }: { chainId: string | number }) => ({
    shortMessage: `Chain id "${chainId}" is invalid.`,
    docsPath: '/common/networks',
    metaMessages: [
      '- Expected a positive safe integer, or its hex form such as "0x1".',
    ],
  }),
) {}
