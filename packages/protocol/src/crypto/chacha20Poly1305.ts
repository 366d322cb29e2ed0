// ChaCha20-Poly1305 AEAD (RFC 8439) without associated data, in ~1 KB:
// WebCrypto has no ChaCha. Poly1305 runs on BigInt (envelopes are small);
// checked against RFC 8439 vectors and @noble/ciphers in the tests.

function block(key: DataView, nonce: DataView, counter: number): Uint8Array {
  const state = new Uint32Array(16)
  state.set([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574])
  for (let i = 0; i < 8; i++) state[4 + i] = key.getUint32(i * 4, true)
  state[12] = counter
  for (let i = 0; i < 3; i++) state[13 + i] = nonce.getUint32(i * 4, true)
  const x = state.slice()
  const step = (p: number, q: number, r: number, n: number) => {
    x[p]! += x[q]!
    const v = x[r]! ^ x[p]!
    x[r] = (v << n) | (v >>> (32 - n))
  }
  const quarter = (a: number, b: number, c: number, d: number) => {
    step(a, b, d, 16)
    step(c, d, b, 12)
    step(a, b, d, 8)
    step(c, d, b, 7)
  }
  for (let round = 0; round < 10; round++) {
    quarter(0, 4, 8, 12)
    quarter(1, 5, 9, 13)
    quarter(2, 6, 10, 14)
    quarter(3, 7, 11, 15)
    quarter(0, 5, 10, 15)
    quarter(1, 6, 11, 12)
    quarter(2, 7, 8, 13)
    quarter(3, 4, 9, 14)
  }
  const out = new Uint8Array(64)
  const view = new DataView(out.buffer)
  for (let i = 0; i < 16; i++) view.setUint32(i * 4, x[i]! + state[i]!, true)
  return out
}

// 16 little-endian bytes at `offset` as a BigInt.
const word = (view: DataView, offset: number) =>
  (view.getBigUint64(offset + 8, true) << 64n) | view.getBigUint64(offset, true)

function poly1305(otk: Uint8Array, ciphertext: Uint8Array): Uint8Array {
  const key = new DataView(otk.buffer, otk.byteOffset, 32)
  const r = word(key, 0) & 0x0ffffffc0ffffffc0ffffffc0fffffffn
  const length = ciphertext.length
  // ciphertext ‖ pad16 ‖ le64(aad length = 0) ‖ le64(ciphertext length)
  const data = new Uint8Array(Math.ceil(length / 16) * 16 + 32)
  data.set(ciphertext)
  const view = new DataView(data.buffer)
  view.setBigUint64(data.length - 24, BigInt(length), true)
  let acc = 0n
  for (let i = 0; i < data.length - 16; i += 16) {
    acc = (acc + (1n << 128n) + word(view, i)) * r
    // Partial reduction mod 2^130 − 5 (2^130 ≡ 5); the full one comes last.
    acc = (acc & ((1n << 130n) - 1n)) + (acc >> 130n) * 5n
  }
  // The tag: (acc mod p + s) mod 2^128, written into the spare last block.
  acc = (acc % ((1n << 130n) - 5n)) + word(key, 16)
  view.setBigUint64(data.length - 16, acc & 0xffffffffffffffffn, true)
  view.setBigUint64(data.length - 8, (acc >> 64n) & 0xffffffffffffffffn, true)
  return data.subarray(-16)
}

function xor(key: DataView, nonce: DataView, input: Uint8Array): Uint8Array {
  const out = new Uint8Array(input.length)
  for (let i = 0; i < input.length; i += 64) {
    const stream = block(key, nonce, 1 + i / 64)
    for (let j = 0; j < 64 && i + j < input.length; j++)
      out[i + j] = input[i + j]! ^ stream[j]!
  }
  return out
}

const view = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/**
 * ChaCha20-Poly1305 with a 32-byte key and a 12-byte nonce: `encrypt`
 * returns ciphertext ‖ 16-byte tag; `decrypt` throws on a bad tag. The
 * callers (encodeEnvelope, decodeEnvelope) check both lengths first.
 */
export function chacha20Poly1305(key: Uint8Array, nonce: Uint8Array) {
  const k = view(key)
  const n = view(nonce)
  const otk = block(k, n, 0).subarray(0, 32)
  return {
    encrypt(plaintext: Uint8Array): Uint8Array {
      const ciphertext = xor(k, n, plaintext)
      const out = new Uint8Array(ciphertext.length + 16)
      out.set(ciphertext)
      out.set(poly1305(otk, ciphertext), ciphertext.length)
      return out
    },
    decrypt(sealed: Uint8Array): Uint8Array {
      if (sealed.length < 16) throw new TypeError('Invalid tag')
      const ciphertext = sealed.subarray(0, -16)
      const tag = poly1305(otk, ciphertext)
      let diff = 0
      for (let i = 0; i < 16; i++)
        diff |= tag[i]! ^ sealed[ciphertext.length + i]!
      if (diff) throw new TypeError('Invalid tag')
      return xor(k, n, ciphertext)
    },
  }
}
