import type { CreateSocialStateReturnType } from './createSocialState.js'
import type { ProviderEndpoints, SocialProvider } from './SocialProvider.js'

/** The provider, the redirect URI and the login's secrets (`createSocialState`). */
export type BuildAuthorizationUrlParameters = CreateSocialStateReturnType & {
  provider: SocialProvider
  endpoints: ProviderEndpoints
  redirectUri: string
}

/**
 * The provider's authorization URL: `response_type=code`, client id,
 * redirect URI, scopes, `state`, the S256 code challenge (providers with
 * PKCE), the nonce (OIDC) and `response_mode=form_post` (Apple).
 *
 * @example
 * const uri = buildAuthorizationUrl({ provider, endpoints, redirectUri, state, codeChallenge, nonce })
 */
export function buildAuthorizationUrl({
  provider,
  endpoints,
  redirectUri,
  state,
  codeChallenge,
  nonce,
}: BuildAuthorizationUrlParameters): string {
  const url = new URL(endpoints.authorizationEndpoint)
  const params = url.searchParams
  params.set('response_type', 'code')
  params.set('client_id', provider.clientId)
  params.set('redirect_uri', redirectUri)
  params.set('scope', provider.scopes.join(' '))
  params.set('state', state)
  if (provider.pkce) {
    params.set('code_challenge', codeChallenge)
    params.set('code_challenge_method', 'S256')
  }
  if (provider.protocol === 'oidc') params.set('nonce', nonce)
  if (provider.responseMode) params.set('response_mode', provider.responseMode)
  return url.toString()
}
