import { createAppleClientSecret } from './createAppleClientSecret.js'
import type { SocialRuntime } from './createSocialRuntime.js'
import { fetchProviderJson } from './fetchProviderJson.js'
import type { ProviderEndpoints, SocialProvider } from './SocialProvider.js'
import { socialErrors } from './socialErrors.js'

export type ExchangeSocialCodeParameters = {
  runtime: SocialRuntime
  provider: SocialProvider
  endpoints: ProviderEndpoints
  code: string
  redirectUri: string
  codeVerifier: string
}

export type SocialTokens = {
  accessToken: string | undefined
  idToken: string | undefined
}

async function clientSecret(provider: SocialProvider) {
  if (provider.appleKey)
    return createAppleClientSecret({
      ...provider.appleKey,
      clientId: provider.clientId,
    })
  return provider.clientSecret
}

/**
 * The token request (RFC 6749 §4.1.3): the code, the same redirect URI,
 * the PKCE verifier, and the client authenticated as the provider wants it
 * (HTTP Basic, form post, or a public client). The provider's `error`
 * (wrong verifier, used or foreign code: `invalid_grant`) → 400
 * `code_refused`.
 *
 * @example
 * const { accessToken, idToken } = await exchangeSocialCode({ runtime, provider, endpoints, code, redirectUri, codeVerifier })
 */
export async function exchangeSocialCode({
  runtime,
  provider,
  endpoints,
  code,
  redirectUri,
  codeVerifier,
}: ExchangeSocialCodeParameters): Promise<SocialTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  })
  if (provider.pkce) form.set('code_verifier', codeVerifier)
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
  }
  const secret = await clientSecret(provider)
  if (endpoints.tokenAuth === 'client_secret_basic' && secret) {
    const encode = (text: string) =>
      encodeURIComponent(text).replace(/%20/g, '+')
    headers.authorization = `Basic ${Buffer.from(
      `${encode(provider.clientId)}:${encode(secret)}`,
    ).toString('base64')}`
  } else {
    form.set('client_id', provider.clientId)
    if (endpoints.tokenAuth === 'client_secret_post' && secret)
      form.set('client_secret', secret)
  }
  const { ok, body } = await fetchProviderJson({
    fetch: runtime.fetch,
    url: endpoints.tokenEndpoint,
    init: { method: 'POST', headers, body: form.toString() },
    what: 'the token request',
    timeoutMs: runtime.timeoutMs,
  })
  const answer = (body ?? {}) as Record<string, unknown>
  // GitHub answers 200 with `{ error }` for a bad code.
  if (!ok || typeof answer.error === 'string')
    throw socialErrors.codeRefused(answer.error ?? 'token request failed')
  const accessToken =
    typeof answer.access_token === 'string' ? answer.access_token : undefined
  const idToken =
    typeof answer.id_token === 'string' ? answer.id_token : undefined
  if (!accessToken && !idToken)
    throw socialErrors.codeRefused('no token in the answer')
  return { accessToken, idToken }
}
