import { base64urlnopad } from '@scure/base'

/**
 * Bytes of base64 text in either alphabet (`+/` or `-_`), padded or not —
 * how the SDK's peers write pairing URIs and ReCap resources. Decoding is
 * @scure/base's (strict: any other character throws).
 */
export function decodeAnyBase64(text: string): Uint8Array {
  return base64urlnopad.decode(
    text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
  )
}
