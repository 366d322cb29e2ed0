import type { IncomingMessage } from 'node:http'

/** The JWT from `?auth=` or from `Authorization: Bearer …`. */
export function readJwt(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice(7).trim()
  const url = new URL(request.url ?? '/', 'http://relay.invalid')
  return url.searchParams.get('auth') ?? undefined
}
