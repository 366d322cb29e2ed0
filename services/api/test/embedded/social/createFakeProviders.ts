/** One recorded call to a fake provider. */
type FakeCall = {
  method: string
  url: string
  headers: Record<string, string>
  body: URLSearchParams
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/**
 * A `fetch` answering like GitHub, X, Discord and Facebook do (their
 * documented token and user-info shapes), for the presets we cannot reach
 * from here. Code `bad` is refused the way each provider refuses it.
 */
export function createFakeProviders() {
  const calls: FakeCall[] = []
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const headers = Object.fromEntries(
      new Headers(init?.headers).entries(),
    ) as Record<string, string>
    const body = new URLSearchParams(String(init?.body ?? ''))
    calls.push({ method: init?.method ?? 'GET', url, headers, body })
    const bad = body.get('code') === 'bad'
    const bearer = headers.authorization?.startsWith('Bearer ')
    switch (url) {
      case 'https://github.com/login/oauth/access_token':
        // GitHub answers 200 with an error field.
        return bad
          ? json({ error: 'bad_verification_code' })
          : json({ access_token: 'gho_1', token_type: 'bearer' })
      case 'https://api.github.com/user':
        return bearer
          ? json({ id: 583231, login: 'octocat', name: 'The Octocat' })
          : json({ message: 'Requires authentication' }, 401)
      case 'https://api.github.com/user/emails':
        return json([
          { email: 'old@github.example', primary: false, verified: true },
          { email: 'octocat@github.example', primary: true, verified: true },
        ])
      case 'https://api.x.com/2/oauth2/token':
        return bad
          ? json({ error: 'invalid_request' }, 400)
          : json({ token_type: 'bearer', access_token: 'x_1' })
      case 'https://api.x.com/2/users/me':
        return json({
          data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' },
        })
      case 'https://discord.com/api/oauth2/token':
        return bad
          ? json({ error: 'invalid_grant' }, 400)
          : json({ access_token: 'd_1', token_type: 'Bearer' })
      case 'https://discord.com/api/users/@me':
        return json({
          id: '80351110224678912',
          username: 'nelly',
          global_name: 'Nelly',
          email: 'nelly@discord.example',
          verified: true,
        })
      case 'https://graph.facebook.com/v21.0/oauth/access_token':
        return bad
          ? json({ error: { message: 'Invalid code', code: 100 } }, 400)
          : json({ access_token: 'fb_1', token_type: 'bearer' })
      case 'https://graph.facebook.com/v21.0/me?fields=id,name,email':
        return json({ id: '10158', name: 'Fay Book', email: 'fay@fb.example' })
      default:
        return json({ error: 'not_found' }, 404)
    }
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}
