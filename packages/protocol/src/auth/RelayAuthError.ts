import { defineError } from '@latch/common/errors'

const reasons = {
  did: 'The issuer is not a did:key of an Ed25519 public key.',
  seed: 'The Ed25519 seed must be 32 bytes.',
  format: 'The JWT is not three base64url parts separated by dots.',
  header: 'The JWT header must be {"alg":"EdDSA","typ":"JWT"}.',
  payload: 'The JWT payload lacks a string iss, sub, aud or numeric iat, exp.',
  signature: 'The Ed25519 signature does not match the issuer key.',
  expired: 'The JWT has expired.',
  lifetime: 'The JWT lifetime (exp - iat) is longer than the relay accepts.',
  notYetValid: 'The JWT is issued in the future.',
  audience: 'The JWT audience is not accepted by this relay.',
}

/** Which check of a relay JWT or did:key failed. */
export type RelayAuthErrorReason = keyof typeof reasons

export type RelayAuthErrorType = RelayAuthError

/**
 * Thrown by the relay authentication helpers (`createRelayJwt`,
 * `verifyRelayJwt`, `ed25519PublicKeyFromDidKey`). Branch on `reason`; a
 * relay answers it with JSON-RPC code 3000.
 */
export class RelayAuthError extends defineError(
  'RelayAuthError',
  ({
    reason,
    details,
    cause,
  }: {
    reason: RelayAuthErrorReason
    details?: string | undefined
    cause?: unknown
  }) => ({
    shortMessage: reasons[reason],
    cause,
    details,
    docsPath: '/protocol/auth',
    fields: { reason },
  }),
) {
  static code = 3000 as const
}
