import type { SocialRuntime } from './createSocialRuntime.js'
import type { SocialTokens } from './exchangeSocialCode.js'
import { fetchProfileJson } from './profiles/fetchProfileJson.js'
import { readGithubProfile } from './profiles/readGithubProfile.js'
import { readOidcProfile } from './profiles/readOidcProfile.js'
import { userApiProfiles } from './profiles/userApiProfiles.js'
import type {
  ProviderEndpoints,
  SocialProfile,
  SocialProvider,
} from './SocialProvider.js'
import { socialErrors } from './socialErrors.js'
import { verifyIdToken } from './verifyIdToken.js'

export type ReadSocialProfileParameters = {
  runtime: SocialRuntime
  provider: SocialProvider
  endpoints: ProviderEndpoints
  tokens: SocialTokens
  nonce: string
  now?: number | undefined
}

const emailPattern = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]{1,190}$/

/** Drops an e-mail or name we would not store as given. */
function clean(profile: SocialProfile): SocialProfile {
  const userName = profile.userName
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 64)
  return {
    subject: profile.subject,
    email:
      profile.email && emailPattern.test(profile.email)
        ? profile.email
        : undefined,
    userName: userName || undefined,
  }
}

/**
 * Who logged in: for OIDC providers the verified ID token (+ UserInfo),
 * for the others their user API (see `profiles/`). No stable subject →
 * 502 `provider_unavailable`.
 *
 * @example
 * const { subject, email } = await readSocialProfile({ runtime, provider, endpoints, tokens, nonce })
 */
export async function readSocialProfile({
  runtime,
  provider,
  endpoints,
  tokens,
  nonce,
  now,
}: ReadSocialProfileParameters): Promise<SocialProfile> {
  const { accessToken } = tokens
  const userUrl = endpoints.userinfoEndpoint ?? ''
  let profile: SocialProfile
  switch (provider.profile) {
    case 'oidc': {
      if (!tokens.idToken) throw socialErrors.invalidIdToken('missing')
      const claims = await verifyIdToken({
        runtime,
        provider,
        endpoints,
        idToken: tokens.idToken,
        nonce,
        now,
      })
      profile = await readOidcProfile(runtime, {
        claims,
        userinfoEndpoint: endpoints.userinfoEndpoint,
        accessToken,
      })
      break
    }
    case 'github':
      profile = await readGithubProfile(runtime, { userUrl, accessToken })
      break
    default: {
      const user = await fetchProfileJson(runtime, userUrl, accessToken)
      profile = userApiProfiles[provider.profile](
        user as Record<string, unknown>,
      )
    }
  }
  if (!profile.subject || profile.subject.length > 255)
    throw socialErrors.providerUnavailable('a user id')
  return clean(profile)
}
