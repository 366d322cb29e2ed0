import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../app/types.js'
import { siwxTokenPattern } from './hashSiwxToken.js'

/** Name of the session cookie of a project (one per project and API host). */
function siwxCookieName(projectId: string): string {
  return `latch_siwx_${projectId}`
}

/**
 * The session token a request presents: `Authorization: Bearer <token>`
 * first, else the project's session cookie. Anything not shaped like a
 * token counts as none.
 */
export function readSiwxToken(
  c: Context<AppEnv>,
  projectId: string,
): string | undefined {
  const header = c.req.header('authorization')
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]
  const token = bearer || getCookie(c, siwxCookieName(projectId))
  return token && siwxTokenPattern.test(token) ? token : undefined
}

const isHttps = (c: Context<AppEnv>) =>
  new URL(c.req.url).protocol === 'https:' ||
  (c.var.settings?.trustProxy === true &&
    c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https')

/**
 * Sets the session cookie: HttpOnly (scripts cannot read it), SameSite=Lax
 * (not sent on cross-site subrequests, so a cross-site host uses the
 * bearer token), Path=/, Secure when the request came over https.
 */
export function setSiwxCookie(
  c: Context<AppEnv>,
  projectId: string,
  token: string,
  maxAgeSeconds: number,
): void {
  setCookie(c, siwxCookieName(projectId), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c),
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  })
}

/** Clears the session cookie (sign-out). */
export function clearSiwxCookie(c: Context<AppEnv>, projectId: string): void {
  deleteCookie(c, siwxCookieName(projectId), {
    path: '/',
    secure: isHttps(c),
    httpOnly: true,
    sameSite: 'Lax',
  })
}
