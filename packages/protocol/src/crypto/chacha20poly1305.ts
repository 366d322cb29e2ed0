import { _poly1305_aead, chacha20 } from '@noble/ciphers/chacha.js'

/**
 * ChaCha20-Poly1305 (RFC 8439) of `@noble/ciphers`, composed the way the
 * library composes its own `chacha20poly1305` — `_poly1305_aead(chacha20)`
 * — minus `wrapCipher`, its argument-checking wrapper (≈ 0.28 KB gzip of
 * the main chunk). What that wrapper guards is checked here already:
 * `encodeEnvelope` and `decodeEnvelope` pass a 32-byte key and a 12-byte
 * nonce (`chacha20` checks both again), a sealed part of at least the
 * 16-byte tag, and use each (key, nonce) for one message only.
 * `chacha20poly1305.test.ts` checks it against the wrapped export. Internal.
 *
 * @example
 * const sealed = chacha20poly1305(key, iv).encrypt(plaintext)
 */
export const chacha20poly1305 = /* @__PURE__ */ _poly1305_aead(chacha20)
