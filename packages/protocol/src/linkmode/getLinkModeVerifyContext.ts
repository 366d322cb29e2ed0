import type { Metadata } from '../types/metadata.js'
import type { VerifyContext } from '../types/verify.js'

/**
 * Verify context of a request that came by link mode, where no attestation
 * travels: VALID when the peer's universal link and its `url` share an
 * origin (as the official SDK judges), else INVALID.
 */
export function getLinkModeVerifyContext(
  metadata: Metadata | undefined,
): VerifyContext {
  const origin = metadata?.url ?? ''
  let validation: 'VALID' | 'INVALID' = 'INVALID'
  try {
    const universal = metadata?.redirect?.universal
    if (universal && new URL(universal).origin === new URL(origin).origin)
      validation = 'VALID'
  } catch {}
  return { verified: { verifyUrl: '', validation, origin } }
}
