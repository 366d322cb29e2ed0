import { defineError } from '@latch/common'

export type InvalidPairingUriErrorType = InvalidPairingUriError

/** Thrown by `parsePairingUri` when a URI is not a usable `wc:` v2 URI. */
export class InvalidPairingUriError extends defineError(
  'InvalidPairingUriError',
  ({ reason }: { reason: string }) => ({
    shortMessage: 'Pairing URI is invalid.',
    docsPath: '/protocol/uri',
    metaMessages: [`- ${reason}`],
  }),
) {}
