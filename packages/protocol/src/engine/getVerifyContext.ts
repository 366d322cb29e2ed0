import type { VerifyContext } from '../types/verify.js'

/**
 * Verify context for a proposal or request. Latch does not call a Verify
 * server, so validation is UNKNOWN and the origin is the claimed URL.
 */
export function getVerifyContext(url: string | undefined): VerifyContext {
  return {
    verified: { verifyUrl: '', validation: 'UNKNOWN', origin: url ?? '' },
  }
}
