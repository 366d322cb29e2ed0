import type { JWTPayload } from 'jose'
import type { SocialRuntime } from '../createSocialRuntime.js'
import type { SocialProfile } from '../SocialProvider.js'
import { socialErrors } from '../socialErrors.js'
import { fetchProfileJson } from './fetchProfileJson.js'

type Claims = Record<string, unknown>

const isVerified = (value: unknown) => value === true || value === 'true'

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.toLowerCase() === b.toLowerCase()

const nameOf = (claims: Claims) =>
  [claims.name, claims.preferred_username, claims.nickname].find(
    (v): v is string => typeof v === 'string' && v !== '',
  )

/**
 * OpenID Connect: the subject is the verified ID token's `sub`; e-mail
 * (only when verified) and name come from the ID token, else from the
 * UserInfo endpoint, whose `sub` must equal the ID token's (OIDC Core
 * §5.3.2). `email_verified` counts only for the address it came with: the
 * ID token's address is verified by the ID token's flag, or by UserInfo's
 * when UserInfo names the same address, never by UserInfo's flag for
 * another address.
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
  let info: Claims = {}
  if ((!claims.email || !nameOf(claims)) && userinfoEndpoint && accessToken) {
    info = (await fetchProfileJson(
      runtime,
      userinfoEndpoint,
      accessToken,
    )) as Claims
    if (info.sub !== claims.sub)
      throw socialErrors.invalidIdToken('userinfo sub mismatch')
  }
  const email = claims.email ?? info.email
  const verified =
    claims.email === undefined
      ? isVerified(info.email_verified)
      : isVerified(claims.email_verified) ||
        (sameEmail(info.email, claims.email) && isVerified(info.email_verified))
  return {
    subject: claims.sub,
    email: typeof email === 'string' && verified ? email : undefined,
    userName: nameOf({ ...info, ...claims }),
  }
}
