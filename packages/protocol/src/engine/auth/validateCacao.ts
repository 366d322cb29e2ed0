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
  const invalid = (reason: string) => ({ valid: false, reason }) as const
  // An empty `aud` in the request accepts any.
  for (const key of ['domain', 'nonce', 'aud'] as const)
    if (p[key] !== request[key] && (key !== 'aud' || request.aud))
      return invalid(
        `${key} mismatch: requested ${request[key]}, got ${p[key]}`,
      )
  const chain = p.iss.split(':').slice(2, 4).join(':')
  if (request.chains.length && !request.chains.includes(chain))
    return invalid(`cacao issued for chain ${chain} which was not requested`)
  const now = Date.now()
  if (p.exp && !(new Date(p.exp).getTime() >= now))
    return invalid('cacao has expired')
  if (p.nbf && !(new Date(p.nbf).getTime() <= now))
    return invalid('cacao is not yet valid')
  return { valid: true }
}
