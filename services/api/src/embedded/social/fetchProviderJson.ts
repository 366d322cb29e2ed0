import { socialErrors } from './socialErrors.js'

export type FetchProviderJsonParameters = {
  fetch: typeof globalThis.fetch
  url: string
  init?: RequestInit | undefined
  /** Names the call in errors, e.g. 'the token request'. */
  what: string
  /** @default 10_000 */
  timeoutMs?: number | undefined
  /** Largest accepted answer. @default 1_000_000 */
  maxBytes?: number | undefined
}

export type FetchProviderJsonReturnType = {
  status: number
  ok: boolean
  /** The parsed JSON answer (`undefined` when it was not JSON). */
  body: unknown
}

/**
 * One call to a login provider: a timeout, no redirects followed, a size
 * bound, and the answer parsed as JSON whatever its status (providers put
 * `{ error }` in 4xx answers). Unreachable, slow or oversized → 502
 * `provider_unavailable`.
 *
 * @example
 * const { ok, body } = await fetchProviderJson({ fetch, url, what: 'the token request' })
 */
export async function fetchProviderJson({
  fetch,
  url,
  init = {},
  what,
  timeoutMs = 10_000,
  maxBytes = 1_000_000,
}: FetchProviderJsonParameters): Promise<FetchProviderJsonReturnType> {
  let response: Response
  let text: string
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        accept: 'application/json',
        'user-agent': 'latch-api-embedded',
        ...(init.headers as Record<string, string> | undefined),
      },
    })
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > maxBytes) throw new RangeError('answer too large')
    text = await response.text()
    if (text.length > maxBytes) throw new RangeError('answer too large')
  } catch (cause) {
    throw socialErrors.providerUnavailable(what, cause)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, ok: response.ok, body }
}
