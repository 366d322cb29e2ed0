// Internal: base58 (Bitcoin alphabet) decoding.

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Decodes base58 into bytes, or returns undefined on a foreign character. */
export function decodeBase58(value: string): Uint8Array | undefined {
  const bytes: number[] = []
  for (const char of value) {
    let carry = alphabet.indexOf(char)
    if (carry === -1) return undefined
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  for (const char of value) {
    if (char !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}
