import { createHash, randomBytes } from 'node:crypto'

/** A session token: 32 random bytes, base64url (43 characters). */
export const siwxTokenPattern = /^[A-Za-z0-9_-]{43}$/

/** A new session token (32 bytes from the OS CSPRNG, base64url). */
export function createSiwxToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What the database keeps of a token: its sha256, hex. A leaked database
 * then holds no usable bearer tokens.
 */
export function hashSiwxToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
