import { EmbeddedError } from '../http/EmbeddedError.js'

/**
 * The passkey errors, each with its own code (the frame's catalogue words
 * them): 400s, never a 5xx, and nothing is created or signed.
 */
export const passkeyErrors = {
  /** The assertion answers no live challenge of this device: another, used or expired. */
  challenge: () =>
    new EmbeddedError(
      400,
      'passkey_challenge',
      'This passkey request has expired or was already used: try again',
    ),
  /** Signature, origin, relying party or flags do not verify. */
  invalid: () =>
    new EmbeddedError(
      400,
      'passkey_invalid',
      'This passkey could not be verified',
    ),
  /** No wallet here has this credential. */
  unknown: () =>
    new EmbeddedError(
      400,
      'passkey_unknown',
      'This passkey is not registered for this app',
    ),
  /** What a passkey account cannot do here yet (sessions, Solana). */
  unsupported: () =>
    new EmbeddedError(
      400,
      'passkey_unsupported',
      'A passkey wallet can send transactions and sign messages but not this request yet',
    ),
  /** A passkey wallet made before e-mail recovery (no recovery key). */
  noRecovery: () =>
    new EmbeddedError(
      400,
      'passkey_no_recovery',
      'This passkey wallet was created without e-mail recovery',
    ),
  /** Attaching an e-mail another wallet of the app uses. */
  emailInUse: () =>
    new EmbeddedError(409, 'email_in_use', 'This e-mail is already in use'),
  /** Malformed input. */
  malformed: (what: string) =>
    new EmbeddedError(400, 'bad_request', `passkey ${what} is malformed`),
}
