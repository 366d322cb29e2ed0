import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { expect, test } from 'vitest'
import { chacha20Poly1305 } from './chacha20Poly1305.js'

test('matches @noble/ciphers for every length around block edges', () => {
  for (const length of [0, 1, 15, 16, 17, 63, 64, 65, 127, 128, 1000]) {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const nonce = crypto.getRandomValues(new Uint8Array(12))
    const plaintext = crypto.getRandomValues(new Uint8Array(length))
    const sealed = chacha20Poly1305(key, nonce).encrypt(plaintext)
    expect(bytesToHex(sealed)).toBe(
      bytesToHex(chacha20poly1305(key, nonce).encrypt(plaintext)),
    )
    expect(chacha20Poly1305(key, nonce).decrypt(sealed)).toEqual(plaintext)
    sealed[sealed.length - 1]! ^= 1
    expect(() => chacha20Poly1305(key, nonce).decrypt(sealed)).toThrow()
  }
})

test('RFC 8439 §2.8.2 without AAD: the ciphertext of the vector', () => {
  const key = hexToBytes(
    '808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f',
  )
  const nonce = hexToBytes('070000004041424344454647')
  const plaintext = new TextEncoder().encode(
    "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
  )
  const sealed = chacha20Poly1305(key, nonce).encrypt(plaintext)
  expect(bytesToHex(sealed.subarray(0, 16))).toBe(
    'd31a8d34648e60db7b86afbc53ef7ec2',
  )
})
