import type { Context } from 'hono'
import { EmbeddedError } from '../http/EmbeddedError.js'

/** The relay's 401 for a missing, unknown or expired channel token. */
export const unauthorizedChannel = () =>
  new EmbeddedError(401, 'unauthorized', 'Unauthorized')

/**
 * The channel token of a relay request (`Authorization: Bearer <token>`),
 * or the relay's 401.
 */
export function readChannelToken(c: Context): string {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(
    c.req.header('authorization') ?? '',
  )
  if (!match?.[1]) throw unauthorizedChannel()
  return match[1]
}
