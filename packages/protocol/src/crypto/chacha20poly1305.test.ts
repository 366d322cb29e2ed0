import { chacha20poly1305 as wrapped } from '@noble/ciphers/chacha.js'
import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { chacha20poly1305 } from './chacha20poly1305.js'

const bytes = (length: number) =>
  fc.uint8Array({ minLength: length, maxLength: length })

test("seals and opens exactly like @noble/ciphers' chacha20poly1305", () => {
  fc.assert(
    fc.property(
      bytes(32),
      bytes(12),
      fc.uint8Array({ maxLength: 300 }),
      (key, nonce, plaintext) => {
        const sealed = chacha20poly1305(key, nonce).encrypt(plaintext)
        expect(sealed).toEqual(wrapped(key, nonce).encrypt(plaintext))
        expect(chacha20poly1305(key, nonce).decrypt(sealed)).toEqual(plaintext)
        const tampered = sealed.slice()
        tampered[0] = (tampered[0] ?? 0) ^ 1
        expect(() => chacha20poly1305(key, nonce).decrypt(tampered)).toThrow()
      },
    ),
  )
})

test('refuses a wrong key or nonce length', () => {
  const plaintext = new Uint8Array(4)
  expect(() =>
    chacha20poly1305(new Uint8Array(31), new Uint8Array(12)).encrypt(plaintext),
  ).toThrow()
  expect(() =>
    chacha20poly1305(new Uint8Array(32), new Uint8Array(11)).encrypt(plaintext),
  ).toThrow()
})
