export type LoginWithDevOidcParameters = {
  /** The authorization URL a relying party built (state, PKCE, nonce…). */
  authorizationUrl: string
  email: string
  name?: string | undefined
  /** Press Cancel instead of signing in (the client gets `error=access_denied`). */
  cancel?: boolean | undefined
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch | undefined
}

/** The `Set-Cookie` answers, kept as a browser would (by name, no paths). */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const at = pair.indexOf('=')
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    const expired = attributes.some((a) => {
      const [key = '', date = ''] = a.split('=')
      return (
        key.trim().toLowerCase() === 'expires' && Date.parse(date) < Date.now()
      )
    })
    if (!value || expired) jar.delete(name)
    else jar.set(name, value)
  }
}

/**
 * Plays the browser in front of `startDevOidcProvider`, without a browser:
 * follows the provider's redirects with its cookies, fills in the dev login
 * form (or presses Cancel), and resolves with the URL the provider finally
 * redirects to off its own origin — the client's callback with `code` and
 * `state` (or `error`). For tests and benchmarks.
 *
 * @example
 * const callbackUrl = await loginWithDevOidc({ authorizationUrl: uri, email: 'ann@example.com' })
 */
export async function loginWithDevOidc({
  authorizationUrl,
  email,
  name,
  cancel = false,
  fetch = globalThis.fetch,
}: LoginWithDevOidcParameters): Promise<string> {
  const issuerOrigin = new URL(authorizationUrl).origin
  const jar = new Map<string, string>()
  let url = authorizationUrl
  let form: URLSearchParams | undefined
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    })
    keepCookies(jar, response)
    form = undefined
    const location = response.headers.get('location')
    if (location) {
      await response.body?.cancel()
      const next = new URL(location, url)
      if (next.origin !== issuerOrigin) return next.toString()
      url = next.toString()
      continue
    }
    const page = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]
    if (response.status !== 200 || !action)
      throw new Error(
        `Dev login provider answered ${response.status} at ${url}: ${page.slice(0, 200)}`,
      )
    const target = cancel ? action.replace(/\/login$/, '/abort') : action
    url = new URL(target, url).toString()
    form = new URLSearchParams(cancel ? {} : { email, name: name ?? '' })
  }
  throw new Error('Dev login provider: too many redirects')
}
