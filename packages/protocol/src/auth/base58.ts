const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bitcoin-alphabet base58 (multibase `z`), leading zero bytes as '1'. */
export function base58(bytes: Uint8Array): string {
  let n = 0n
  for (const byte of bytes) n = n * 256n + BigInt(byte)
  let out = ''
  while (n > 0n) {
    out = alphabet[Number(n % 58n)] + out
    n /= 58n
  }
  for (const byte of bytes) {
    if (byte) break
    out = `1${out}`
  }
  return out
}
