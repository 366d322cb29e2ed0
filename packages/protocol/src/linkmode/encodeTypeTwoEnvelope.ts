import { base64, utf8 } from '@scure/base'

/**
 * A type-2 envelope, `0x02 | utf8 message` (not encrypted), standard base64:
 * link mode only, for the first request of a pairing the peer has no key
 * for (the official SDK's wc_sessionAuthenticate by link).
 *
 * https://latch.dev/docs/protocol/client#link-mode
 */
export function encodeTypeTwoEnvelope(message: string): string {
  const bytes = utf8.decode(message)
  const out = new Uint8Array(bytes.length + 1)
  out[0] = 2
  out.set(bytes, 1)
  return base64.encode(out)
}
