import { socialErrors } from './socialErrors.js'

export type SocialCallbackParams =
  | { state: string; code: string; iss?: string | undefined }
  | { state: string; error: string; iss?: string | undefined }

/**
 * Reads the URL the callback page reported (`location.href` in the popup):
 * it must be `<callbackUrl>?…` (same origin and path, no fragment) with
 * exactly one `state` and exactly one `code` or `error` (an `iss`, RFC 9207,
 * at most once). Anything else → 400 `invalid_uri`.
 *
 * @example
 * parseSocialCallbackUri(body.uri, 'https://wallet.example/v1/embedded/social/callback')
 */
export function parseSocialCallbackUri(
  uri: unknown,
  callbackUrl: string,
): SocialCallbackParams {
  if (typeof uri !== 'string' || uri.length > 8192)
    throw socialErrors.invalidUri()
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    throw socialErrors.invalidUri()
  }
  const expected = new URL(callbackUrl)
  if (url.origin !== expected.origin || url.pathname !== expected.pathname)
    throw socialErrors.invalidUri()
  const one = (name: string) => {
    const values = url.searchParams.getAll(name)
    if (values.length > 1) throw socialErrors.invalidUri()
    const [value] = values
    return value === '' ? undefined : value
  }
  const state = one('state')
  const code = one('code')
  const error = one('error')
  const iss = one('iss')
  if (!state || (code === undefined) === (error === undefined))
    throw socialErrors.invalidUri()
  if (code !== undefined) return { state, code, iss }
  return { state, error: error as string, iss }
}
