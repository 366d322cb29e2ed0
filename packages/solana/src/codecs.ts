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

/** Bytes of `text` in an encoding; undefined when it is not that encoding. */
const bytesOf =
  (encoder: { encode(text: string): Uint8Array | ArrayLike<number> }) =>
  (text: unknown): Uint8Array | undefined => {
    if (typeof text !== 'string' || text.length === 0) return undefined
    try {
      return new Uint8Array(encoder.encode(text))
    } catch {
      return undefined
    }
  }

/** Bytes of base58 text; undefined when it is not base58. */
export const fromBase58 = bytesOf(getBase58Encoder())

/** Bytes of base64 text; undefined when it is not base64. */
export const fromBase64 = bytesOf(getBase64Encoder())
