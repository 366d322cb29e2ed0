import { Keccak } from '@noble/hashes/sha3.js'

/**
 * keccak-256 of `data`, with `@noble/hashes`' own `Keccak` sponge and the
 * parameters its `keccak_256` uses (rate 136 bytes, domain suffix 0x01,
 * 32-byte output). Constructing the class directly leaves out noble's
 * `createHasher` wrapper and its option checks (≈ 0.25 KB gzip of the
 * lazy auth chunk); `keccak256.test.ts` checks it against `keccak_256`.
 *
 * @example
 * keccak256(new TextEncoder().encode('')) // c5d2460186f7233c…
 */
export function keccak256(data: Uint8Array): Uint8Array {
  return new Keccak(136, 0x01, 32).update(data).digest()
}
