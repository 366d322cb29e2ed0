import { createHash } from 'node:crypto'

/** What a frame token was issued for, fixed when the page was loaded. */
export type AttestationTokenRecord = {
  projectId: string
  /** The embedding page's origin, as the browser reported it on the load. */
  origin: string
  id: string
  decryptedId: string
}

/** A frame token as the page embeds it: 32 base64url characters. */
export const attestationTokenPattern = /^[\w-]{32}$/

/** sha256 hex: only hashes of tokens and cookie values are stored. */
export const hashSecret = (value: string) =>
  createHash('sha256').update(value).digest('hex')

/**
 * The cookie that binds a token to the browser that loaded the page: one
 * per token (frames loaded together do not overwrite each other's), named
 * after the token's hash so the name tells nothing about the token.
 */
export const attestationCookieName = (token: string) =>
  `lv-${hashSecret(token).slice(0, 16)}`

/** The frame token's cookie: `__Host-`, partitioned, for HTTPS or loopback. */
export const attestationCookieOptions = (maxAge: number) =>
  ({
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'None',
    partitioned: true,
    prefix: 'host',
    maxAge,
  }) as const
