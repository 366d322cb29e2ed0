const loopback = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'])

export type ResolveAudiencesParameters = {
  host: string
  port: number
  /** Explicit list; `['*']` accepts any audience (development only). */
  audiences?: readonly string[] | undefined
}

function withSlash(urls: readonly string[]): string[] {
  return urls.flatMap((url) =>
    url.endsWith('/') ? [url, url.slice(0, -1)] : [url, `${url}/`],
  )
}

/**
 * The JWT `aud` values the relay accepts, or `undefined` for any. Default:
 * `ws://` and `wss://` + the listen address (and `localhost`, `127.0.0.1`,
 * `[::1]` when it is loopback or a wildcard), each with and without a
 * trailing slash. The official SDK sets `aud` to its `relayUrl` verbatim.
 */
export function resolveAudiences({
  host,
  port,
  audiences,
}: ResolveAudiencesParameters): string[] | undefined {
  if (audiences && audiences.length > 0)
    return audiences.includes('*') ? undefined : withSlash(audiences)
  const hosts = new Set([host])
  if (loopback.has(host))
    for (const name of ['localhost', '127.0.0.1', '::1']) hosts.add(name)
  hosts.delete('0.0.0.0')
  hosts.delete('::')
  const urls: string[] = []
  for (const name of hosts) {
    const authority = name.includes(':')
      ? `[${name}]:${port}`
      : `${name}:${port}`
    urls.push(`ws://${authority}`, `wss://${authority}`)
  }
  return withSlash(urls)
}
