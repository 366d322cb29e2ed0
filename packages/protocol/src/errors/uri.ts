import { BaseError } from '@latch/common'

export type InvalidPairingUriErrorType = InvalidPairingUriError & {
  name: 'InvalidPairingUriError'
}

/** Thrown by `parsePairingUri` when a URI is not a usable `wc:` v2 URI. */
export class InvalidPairingUriError extends BaseError {
  override name = 'InvalidPairingUriError'

  constructor({ reason }: { reason: string }) {
    super('Pairing URI is invalid.', {
      docsPath: '/protocol/uri',
      metaMessages: [`- ${reason}`],
    })
  }
}
