import { createHash } from 'node:crypto'

/** SHA-256 (base64url) of a `state`: what the database keeps. */
export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('base64url')
}
