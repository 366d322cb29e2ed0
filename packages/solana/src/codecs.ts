import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
} from '@solana/kit'

// Base58 / base64 through @solana/kit's codecs (never by hand). Kit's
// "encoder" turns text into bytes and its "decoder" bytes into text.

export const toBase58 = (bytes: Uint8Array): string =>
  getBase58Decoder().decode(bytes)
export const toBase64 = (bytes: Uint8Array): string =>
  getBase64Decoder().decode(bytes)

/** Bytes of base58 text; undefined when it is not base58. */
export function fromBase58(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length === 0) return undefined
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    return undefined
  }
}

/** Bytes of base64 text; undefined when it is not base64. */
export function fromBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length === 0) return undefined
  try {
    return new Uint8Array(getBase64Encoder().encode(text))
  } catch {
    return undefined
  }
}
