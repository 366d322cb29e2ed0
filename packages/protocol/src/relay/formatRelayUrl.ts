export type FormatRelayUrlParameters = {
  /** The relay URL as configured; its own query is kept. */
  url: string
  auth: string
  projectId?: string | undefined
  ua: string
}

/**
 * The socket URL, as the official SDK builds it: the relay URL's own query
 * plus `auth`, `projectId`, `ua` and `useOnCloseEvent=true`, keys sorted.
 */
export function formatRelayUrl({
  url,
  auth,
  projectId,
  ua,
}: FormatRelayUrlParameters): string {
  const [base = '', query = ''] = url.split('?', 2)
  const params = new URLSearchParams(query)
  params.set('auth', auth)
  if (projectId) params.set('projectId', projectId)
  params.set('ua', ua)
  params.set('useOnCloseEvent', 'true')
  // By key, in UTF-16 code unit order (stable), like the SDK.
  params.sort()
  return `${base}?${[...params]
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&')}`
}

// Strict URI encoding, like the SDK's query-string.
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}
