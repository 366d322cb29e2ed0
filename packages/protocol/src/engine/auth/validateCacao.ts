import type { AuthPayload, Cacao } from '../../types/auth.js'

/**
 * Whether a CACAO answers `request`: same domain, nonce and audience, a
 * requested chain, and not expired or not-yet-valid (the SDK's rules).
 */
export function validateCacao(
  cacao: Cacao,
  request: AuthPayload,
): { valid: true } | { valid: false; reason: string } {
  const { p } = cacao
  if (p.domain !== request.domain)
    return {
      valid: false,
      reason: `domain mismatch: requested ${request.domain}, got ${p.domain}`,
    }
  if (p.nonce !== request.nonce)
    return {
      valid: false,
      reason: `nonce mismatch: requested ${request.nonce}, got ${p.nonce}`,
    }
  if (request.aud && p.aud !== request.aud)
    return {
      valid: false,
      reason: `aud mismatch: requested ${request.aud}, got ${p.aud}`,
    }
  const chain = p.iss.split(':').slice(2, 4).join(':')
  if (request.chains.length && !request.chains.includes(chain))
    return {
      valid: false,
      reason: `cacao issued for chain ${chain} which was not requested`,
    }
  const now = Date.now()
  if (p.exp && !(new Date(p.exp).getTime() >= now))
    return { valid: false, reason: 'cacao has expired' }
  if (p.nbf && !(new Date(p.nbf).getTime() <= now))
    return { valid: false, reason: 'cacao is not yet valid' }
  return { valid: true }
}
