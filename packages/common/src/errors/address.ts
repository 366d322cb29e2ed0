import { defineError } from './base.js'

export type InvalidAddressErrorType = InvalidAddressError

/** Thrown when an address is malformed or fails its checksum. */
export class InvalidAddressError extends defineError(
  'InvalidAddressError',
  ({
    address,
    reason = 'format',
  }: {
    address: string
    reason?: 'format' | 'checksum' | undefined
  }) => ({
    shortMessage: `Address "${address}" is invalid.`,
    docsPath: '/common/address',
    metaMessages: [
      reason === 'checksum'
        ? '- Mixed-case address does not match its EIP-55 checksum.'
        : '- Address must be 40 hex characters, optionally prefixed by 0x.',
    ],
  }),
) {}
