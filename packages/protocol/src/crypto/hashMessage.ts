import { hex } from '@scure/base'

/**
 * `hex(sha256(utf8(message)))` (WebCrypto).
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const id = await hashMessage(envelope)
 */
export async function hashMessage(message: string): Promise<string> {
  const bytes = new TextEncoder().encode(message)
  return hex.encode(
    new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)),
  )
}
