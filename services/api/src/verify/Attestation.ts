/**
 * What an attestation says, as signed into its JWT (the payload the
 * official WalletConnect SDK reads from Verify v3).
 */
export type AttestationPayload = {
  /** Expiry, unix seconds. */
  exp: number
  /** sha256 hex of the encrypted relay message. */
  id: string
  /** The page's origin as the browser reported it; `''` when unknown. */
  origin: string
  /** The origin's host or a parent domain is on the scam list. */
  isScam: boolean
  /** The origin is one of the project's allowed origins. */
  isVerified: boolean
}

/** A stored attestation, as the lookups answer it. */
export type AttestationRecord = {
  id: string
  decryptedId: string
  origin: string
  projectId: string | undefined
  isVerified: boolean
  isScam: boolean
  /** Unix seconds. */
  expiresAt: number
}

/** An attestation id or decryptedId: a sha256 digest in hex. */
export const attestationIdPattern = /^[0-9a-f]{64}$/i
