import { createHash, randomBytes } from 'node:crypto'

/** What `createSessionToken` gives: 43 base64url characters. */
export const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/

/** A new bearer token: 32 bytes from the OS CSPRNG, base64url (43 chars). */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token (or link token): its sha256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
