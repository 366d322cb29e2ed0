import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose'
import { fetchProviderJson } from './fetchProviderJson.js'
import type { ProviderEndpoints, SocialProvider } from './SocialProvider.js'
import { socialErrors } from './socialErrors.js'

export type CreateSocialRuntimeParameters = {
  /** Every outgoing call goes through it. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch | undefined
  /** Per outgoing call. @default 10_000 */
  timeoutMs?: number | undefined
}

/** What the login flow needs from the outside, cached per route set. */
export type SocialRuntime = {
  fetch: typeof globalThis.fetch
  timeoutMs: number
  /** The provider's endpoints: the preset's, or discovered (cached once found). */
  endpoints(provider: SocialProvider): Promise<ProviderEndpoints>
  /** A cached remote key set for ID token signatures. */
  jwks(uri: string): JWTVerifyGetKey
}

function readDiscovery(
  body: unknown,
  provider: SocialProvider,
): ProviderEndpoints {
  const doc = (body ?? {}) as Record<string, unknown>
  const url = (key: string) => {
    const value = doc[key]
    if (value === undefined) return undefined
    if (typeof value !== 'string' || !/^https?:\/\//.test(value))
      throw socialErrors.providerUnavailable(`discovery (${key})`)
    return value
  }
  if (doc.issuer !== provider.issuer)
    throw socialErrors.providerUnavailable('discovery (issuer mismatch)')
  const authorizationEndpoint = url('authorization_endpoint')
  const tokenEndpoint = url('token_endpoint')
  const jwksUri = url('jwks_uri')
  if (!authorizationEndpoint || !tokenEndpoint || !jwksUri)
    throw socialErrors.providerUnavailable('discovery (endpoints missing)')
  const methods = Array.isArray(doc.token_endpoint_auth_methods_supported)
    ? doc.token_endpoint_auth_methods_supported
    : ['client_secret_basic']
  return {
    issuers: [provider.issuer as string],
    authorizationEndpoint,
    tokenEndpoint,
    userinfoEndpoint: url('userinfo_endpoint'),
    jwksUri,
    tokenAuth: !provider.clientSecret
      ? 'none'
      : methods.includes('client_secret_basic')
        ? 'client_secret_basic'
        : 'client_secret_post',
  }
}

/**
 * The outside world of the social login: `fetch` with bounds, OIDC
 * discovery (`<issuer>/.well-known/openid-configuration`, issuer checked,
 * cached; a failure is retried on the next login) and JWKS caches.
 *
 * @example
 * const runtime = createSocialRuntime()
 * const { tokenEndpoint } = await runtime.endpoints(provider)
 */
export function createSocialRuntime({
  fetch = globalThis.fetch,
  timeoutMs = 10_000,
}: CreateSocialRuntimeParameters = {}): SocialRuntime {
  const discovered = new Map<string, Promise<ProviderEndpoints>>()
  const keySets = new Map<string, JWTVerifyGetKey>()
  return {
    fetch,
    timeoutMs,
    endpoints(provider) {
      if (!provider.discover) {
        const { authorizationEndpoint, tokenEndpoint } = provider
        if (!authorizationEndpoint || !tokenEndpoint)
          throw new TypeError(`Provider ${provider.name} has no endpoints`)
        return Promise.resolve({
          issuers: provider.issuer
            ? [provider.issuer, ...(provider.issuerAliases ?? [])]
            : [],
          authorizationEndpoint,
          tokenEndpoint,
          userinfoEndpoint: provider.userinfoEndpoint,
          jwksUri: provider.jwksUri,
          tokenAuth: provider.tokenAuth,
        })
      }
      const key = `${provider.name} ${provider.issuer}`
      let found = discovered.get(key)
      if (!found) {
        found = fetchProviderJson({
          fetch,
          url: `${provider.issuer}/.well-known/openid-configuration`,
          what: 'discovery',
          timeoutMs,
        }).then(({ ok, body }) => {
          if (!ok) throw socialErrors.providerUnavailable('discovery')
          return readDiscovery(body, provider)
        })
        discovered.set(key, found)
        found.catch(() => discovered.delete(key))
      }
      return found
    },
    jwks(uri) {
      let set = keySets.get(uri)
      if (!set) {
        set = createRemoteJWKSet(new URL(uri), {
          timeoutDuration: timeoutMs,
          [customFetch]: fetch,
        })
        keySets.set(uri, set)
      }
      return set
    },
  }
}
