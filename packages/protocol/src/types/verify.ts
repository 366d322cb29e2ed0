import type { Metadata } from './metadata.js'

/** Result of a domain verification (SPEC §3 Verify context). */
export type Validation = 'UNKNOWN' | 'VALID' | 'INVALID'

/** What the wallet knows about the origin of a proposal or request. */
export type VerifyContext = {
  verified: {
    verifyUrl: string
    validation: Validation
    origin: string
    isScam?: boolean | undefined
  }
}

/** What the engine hands a Verify resolver for one inbound request. */
export type VerifyResolverParameters = {
  /** The sealed envelope as the relay delivered it (its sha256 is the attestation `id`). */
  message: string
  /** The decrypted JSON-RPC request (its JSON's sha256 is the `decryptedId`). */
  payload: object
  /** The attestation JWT the relay delivered with the message, if any. */
  attestation?: string | undefined
  /**
   * The metadata the peer claims: its `url` is checked against the
   * attested origin; its `verifyUrl` only says whether a registration is
   * worth waiting for (never where to ask).
   */
  metadata: Metadata | undefined
}

/**
 * Wallet side: resolves the Verify context of an inbound proposal, request
 * or auth request. It never throws and settles within its own time limit.
 * `createVerifyResolver` from `@latch/protocol/verify` makes one.
 */
export type VerifyResolver = (
  parameters: VerifyResolverParameters,
) => Promise<VerifyContext['verified']>
