import { defineError } from '@latch/common'

const reasons = {
  base64: 'The envelope is not standard base64 with padding.',
  length: 'The envelope is too short for its type.',
  type: 'The envelope type byte is not 0 or 1.',
  key: 'The symmetric key is not 64 hex characters.',
  iv: 'The iv is not 12 bytes.',
  sender: 'A type 1 envelope needs a 64-hex sender public key.',
  decrypt: 'The envelope failed authentication (wrong key or tampered).',
  utf8: 'The decrypted envelope is not valid UTF-8.',
}

/** Which check of an envelope failed. */
export type EnvelopeErrorReason = keyof typeof reasons

export type EnvelopeErrorType = EnvelopeError

/**
 * Thrown by `encodeEnvelope`, `decodeEnvelope` and `readEnvelopeType` for any
 * malformed input. `reason` tells which check failed.
 */
export class EnvelopeError extends defineError(
  'EnvelopeError',
  ({ reason, cause }: { reason: EnvelopeErrorReason; cause?: unknown }) => ({
    shortMessage: 'Envelope is invalid.',
    cause,
    docsPath: '/protocol/crypto#envelopes',
    metaMessages: [`- ${reasons[reason]}`],
    fields: { reason },
  }),
) {}

export type InvalidKeyErrorType = InvalidKeyError

/** Thrown when a key or topic is not the expected hex string. */
export class InvalidKeyError extends defineError(
  'InvalidKeyError',
  ({ name, bytes }: { name: string; bytes?: number | undefined }) => ({
    shortMessage: `${name} is not a valid hex key.`,
    docsPath: '/protocol/crypto',
    metaMessages: [
      bytes
        ? `- Expected ${bytes * 2} hex characters.`
        : '- Expected an even number of hex characters.',
    ],
  }),
) {}
