import type { JWTPayload } from 'jose'
import type { SocialRuntime } from '../createSocialRuntime.js'
import type { SocialProfile } from '../SocialProvider.js'
import { socialErrors } from '../socialErrors.js'
import { fetchProfileJson } from './fetchProfileJson.js'

type Claims = Record<string, unknown>

const verified = (claims: Claims) =>
  claims.email_verified === true || claims.email_verified === 'true'

const nameOf = (claims: Claims) =>
  [claims.name, claims.preferred_username, claims.nickname].find(
    (v): v is string => typeof v === 'string' && v !== '',
  )

/**
 * OpenID Connect: the subject is the verified ID token's `sub`; e-mail
 * (only with `email_verified`) and name come from the ID token, else from
 * the UserInfo endpoint, whose `sub` must equal the ID token's (OIDC Core
 * §5.3.2).
 *
 * @example
 * const profile = await readOidcProfile(runtime, { claims, userinfoEndpoint, accessToken })
 */
export async function readOidcProfile(
  runtime: SocialRuntime,
  {
    claims,
    userinfoEndpoint,
    accessToken,
  }: {
    claims: JWTPayload & { sub: string }
    userinfoEndpoint?: string | undefined
    accessToken?: string | undefined
  },
): Promise<SocialProfile> {
  let all: Claims = claims
  if ((!claims.email || !nameOf(claims)) && userinfoEndpoint && accessToken) {
    const info = (await fetchProfileJson(
      runtime,
      userinfoEndpoint,
      accessToken,
    )) as Claims
    if (info.sub !== claims.sub)
      throw socialErrors.invalidIdToken('userinfo sub mismatch')
    all = { ...info, ...claims }
    if (!claims.email && info.email) {
      all.email = info.email
      all.email_verified = info.email_verified
    }
  }
  return {
    subject: claims.sub,
    email:
      typeof all.email === 'string' && verified(all) ? all.email : undefined,
    userName: nameOf(all),
  }
}
