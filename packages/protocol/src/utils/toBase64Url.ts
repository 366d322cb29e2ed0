import { toBase64 } from './toBase64.js'

/** base64url without padding (JWT, JWK). */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes)
    .replace(/=/g, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}
