import type { AuthPayload, Cacao } from '../../types/auth.js'

/**
 * Wraps a signed payload into a CACAO (`h`, `p` with `iss`, `s`), as the
 * wallet sends it in approveSessionAuthenticate.
 *
 * @example
 * const cacao = buildAuthObject(authPayload, { t: 'eip191', s: signature }, `did:pkh:eip155:1:${address}`)
 */
export function buildAuthObject(
  payload: Omit<AuthPayload, 'type' | 'chains'>,
  signature: Cacao['s'],
  iss: string,
): Cacao {
  const did = iss.includes('did:pkh:') ? iss : `did:pkh:${iss}`
  const p: Cacao['p'] = {
    iss: did,
    domain: payload.domain,
    aud: payload.aud,
    version: payload.version,
    nonce: payload.nonce,
    iat: payload.iat,
  }
  if (payload.statement !== undefined) p.statement = payload.statement
  if (payload.requestId !== undefined) p.requestId = payload.requestId
  if (payload.resources !== undefined) p.resources = payload.resources
  if (payload.nbf !== undefined) p.nbf = payload.nbf
  if (payload.exp !== undefined) p.exp = payload.exp
  return { h: { t: 'caip122' }, p, s: signature }
}
