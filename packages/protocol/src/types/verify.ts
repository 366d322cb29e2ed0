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
