import { createHmac } from 'node:crypto'

/**
 * What the database keeps of a one-time code: HMAC-SHA256 of `id:code`
 * under a key derived from the operator's master key. A plain hash of a
 * 6-digit code falls to a million guesses; with the key outside the
 * database, a copy of the database alone reveals no live code. (Codes made
 * before a master-key rotation stop matching: they live 10 minutes.)
 */
export function hashEmailCode(
  masterKey: Uint8Array,
  id: string,
  code: string,
): string {
  const key = createHmac('sha256', masterKey)
    .update('latch-embedded-email-code')
    .digest()
  return createHmac('sha256', key).update(`${id}:${code}`).digest('hex')
}
