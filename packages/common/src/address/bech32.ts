// Internal: bech32 / bech32m decoding (BIP-173, BIP-350) without allocation
// heavy dependencies.

const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3

export type Bech32Decoded = {
  hrp: string
  /** 5-bit words without the 6-word checksum. */
  words: number[]
  variant: 'bech32' | 'bech32m'
}

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) checksum ^= generator[i]!
  }
  return checksum >>> 0
}

/** Decodes a bech32 or bech32m string, or returns undefined. */
export function decodeBech32(value: string): Bech32Decoded | undefined {
  if (value.length < 8 || value.length > 90) return undefined
  const lower = value.toLowerCase()
  if (value !== lower && value !== value.toUpperCase()) return undefined
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || separator + 7 > lower.length) return undefined
  const hrp = lower.slice(0, separator)
  const values: number[] = []
  for (const char of hrp) {
    const code = char.charCodeAt(0)
    if (code < 33 || code > 126) return undefined
    values.push(code >> 5)
  }
  values.push(0)
  for (const char of hrp) values.push(char.charCodeAt(0) & 31)
  const words: number[] = []
  for (const char of lower.slice(separator + 1)) {
    const word = charset.indexOf(char)
    if (word === -1) return undefined
    words.push(word)
  }
  const check = polymod([...values, ...words])
  const variant =
    check === BECH32_CONST
      ? 'bech32'
      : check === BECH32M_CONST
        ? 'bech32m'
        : undefined
  if (!variant) return undefined
  return { hrp, words: words.slice(0, -6), variant }
}

/** Regroups 5-bit words into bytes (no padding allowed), or undefined. */
export function wordsToBytes(words: readonly number[]): number[] | undefined {
  let accumulator = 0
  let bits = 0
  const bytes: number[] = []
  for (const word of words) {
    accumulator = ((accumulator << 5) | word) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >> bits) & 0xff)
    }
  }
  if (bits >= 5 || ((accumulator << (8 - bits)) & 0xff) !== 0) return undefined
  return bytes
}
