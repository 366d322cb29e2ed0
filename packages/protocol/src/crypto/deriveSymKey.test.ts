import { expect, test } from 'vitest'
import { InvalidKeyError } from '../errors/crypto.js'
import { deriveSymKey } from './deriveSymKey.js'
import { generateKeyPair } from './generateKeyPair.js'

test('both sides derive the same key', () => {
  const a = generateKeyPair()
  const b = generateKeyPair()
  expect(deriveSymKey(a.privateKey, b.publicKey)).toBe(
    deriveSymKey(b.privateKey, a.publicKey),
  )
})

test('rejects malformed and low-order keys', () => {
  const a = generateKeyPair()
  expect(() => deriveSymKey('00', a.publicKey)).toThrow(InvalidKeyError)
  expect(() => deriveSymKey(a.privateKey, 'xyz')).toThrow(InvalidKeyError)
  expect(() => deriveSymKey(a.privateKey, '00'.repeat(32))).toThrow(
    InvalidKeyError,
  )
})
