import { errors, type JWTPayload, jwtVerify } from 'jose'
import type { SocialRuntime } from './createSocialRuntime.js'
import type { ProviderEndpoints, SocialProvider } from './SocialProvider.js'
import { socialErrors } from './socialErrors.js'

export type VerifyIdTokenParameters = {
  runtime: SocialRuntime
  provider: SocialProvider
  endpoints: ProviderEndpoints
  idToken: string
  /** The nonce stored with the state. */
  nonce: string
  /** @default Date.now() */
  now?: number | undefined
}

function reason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'expired'
  if (error instanceof errors.JWTClaimValidationFailed)
    return `${error.claim} mismatch`
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return 'bad signature'
  if (error instanceof errors.JWKSNoMatchingKey) return 'unknown signing key'
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm not allowed'
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JOSEError)
    return 'not verifiable'
  return 'not verifiable'
}

/** Clock skew allowed between us and the provider, seconds. */
const SKEW_S = 60

/**
 * OpenID Connect Core §3.1.3.7: the ID token's signature (the issuer's
 * JWKS, asymmetric algorithms only), `iss` (the issuer or a known alias),
 * `aud` (our client id; `azp` too when there are several audiences),
 * `exp` and `iat` (60 s of clock skew either way: a token issued more
 * than 60 s in the future is refused) and `nonce` (the one stored with
 * the state). Any failure → 400 'Invalid ID token: <what>'.
 *
 * @example
 * const claims = await verifyIdToken({ runtime, provider, endpoints, idToken, nonce })
 */
export async function verifyIdToken({
  runtime,
  provider,
  endpoints,
  idToken,
  nonce,
  now = Date.now(),
}: VerifyIdTokenParameters): Promise<JWTPayload & { sub: string }> {
  if (!endpoints.jwksUri || endpoints.issuers.length === 0)
    throw socialErrors.invalidIdToken('the provider has no key set')
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(idToken, runtime.jwks(endpoints.jwksUri), {
      issuer: [...endpoints.issuers],
      audience: provider.clientId,
      algorithms: [
        'RS256',
        'RS384',
        'RS512',
        'PS256',
        'ES256',
        'ES384',
        'EdDSA',
      ],
      clockTolerance: SKEW_S,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'iat', 'exp'],
    }))
  } catch (error) {
    throw socialErrors.invalidIdToken(reason(error))
  }
  // jose checks `iat` against the clock only with maxTokenAge; a token
  // from the future is as wrong as an expired one.
  if (typeof payload.iat !== 'number' || payload.iat > now / 1000 + SKEW_S)
    throw socialErrors.invalidIdToken('issued in the future')
  if (payload.nonce !== nonce)
    throw socialErrors.invalidIdToken('nonce mismatch')
  if (
    Array.isArray(payload.aud) &&
    payload.aud.length > 1 &&
    payload.azp !== provider.clientId
  )
    throw socialErrors.invalidIdToken('azp mismatch')
  if (
    typeof payload.sub !== 'string' ||
    !payload.sub ||
    payload.sub.length > 255
  )
    throw socialErrors.invalidIdToken('sub missing')
  return payload as JWTPayload & { sub: string }
}
