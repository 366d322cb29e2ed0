import { fromBase64 } from './fromBase64.js'

/** Decodes base64url with or without padding; throws a TypeError if invalid. */
export function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  return fromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
}
