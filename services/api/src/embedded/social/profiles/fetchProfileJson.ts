import type { SocialRuntime } from '../createSocialRuntime.js'
import { fetchProviderJson } from '../fetchProviderJson.js'
import { socialErrors } from '../socialErrors.js'

/**
 * GET a provider's user API with the access token (Bearer); anything but
 * a 2xx JSON object → 502 `provider_unavailable`.
 *
 * @example
 * const user = await fetchProfileJson(runtime, 'https://api.github.com/user', accessToken)
 */
export async function fetchProfileJson(
  runtime: SocialRuntime,
  url: string,
  accessToken: string | undefined,
): Promise<unknown> {
  if (!accessToken)
    throw socialErrors.providerUnavailable('with an access token')
  const { ok, body } = await fetchProviderJson({
    fetch: runtime.fetch,
    url,
    init: { headers: { authorization: `Bearer ${accessToken}` } },
    what: 'the user-info request',
    timeoutMs: runtime.timeoutMs,
  })
  if (!ok || body === null || typeof body !== 'object')
    throw socialErrors.providerUnavailable('the user-info request')
  return body
}
