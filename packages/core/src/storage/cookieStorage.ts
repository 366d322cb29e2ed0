import type { BaseStorage } from './types.js'

export type CookieStorageParameters = {
  /** Where cookies are read and written. @default globalThis.document */
  document?: { cookie: string } | undefined
  /** Lifetime in seconds. @default 31536000 (one year) */
  maxAge?: number | undefined
  /** Cookie path. @default '/' */
  path?: string | undefined
  /**
   * Cookie string sent with the request, for server rendering: read-only
   * storage that lets the server render the same state as the client.
   */
  cookie?: string | undefined
}

/** Reads `name` out of a `Cookie` header or `document.cookie` string. */
export function parseCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(index + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

/**
 * Storage in cookies, so that a server can render the same connection state
 * the browser restores (pass the request's `Cookie` header as `cookie`).
 * https://latch.dev/docs/core/storage#cookie
 */
export function cookieStorage(
  parameters: CookieStorageParameters = {},
): BaseStorage {
  const { maxAge = 31_536_000, path = '/' } = parameters
  const doc =
    parameters.document ??
    (typeof document === 'undefined' ? undefined : document)
  const read = () => parameters.cookie ?? doc?.cookie ?? ''
  return {
    getItem: (key) => parseCookie(read(), key),
    setItem(key, value) {
      if (!doc) return
      doc.cookie = `${key}=${encodeURIComponent(value)};path=${path};max-age=${maxAge};samesite=lax`
    },
    removeItem(key) {
      if (!doc) return
      doc.cookie = `${key}=;path=${path};max-age=0`
    },
  }
}
