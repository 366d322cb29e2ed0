import { expect, test } from 'vitest'
import { InvalidKeyError } from '../errors/crypto.js'
import { deriveSymKey } from './deriveSymKey.js'
import { generateKeyPair } from './generateKeyPair.js'

test('both sides derive the same key', async () => {
  const a = await generateKeyPair()
  const b = await generateKeyPair()
  expect(await deriveSymKey(a.privateKey, b.publicKey)).toBe(
    await deriveSymKey(b.privateKey, a.publicKey),
  )
})

test('rejects malformed and low-order keys', async () => {
  const a = await generateKeyPair()
  await expect(deriveSymKey('00', a.publicKey)).rejects.toThrow(InvalidKeyError)
  await expect(deriveSymKey(a.privateKey, 'xyz')).rejects.toThrow(
    InvalidKeyError,
  )
  await expect(deriveSymKey(a.privateKey, '00'.repeat(32))).rejects.toThrow(
    InvalidKeyError,
  )
})

test('the own public key (JWK import) gives the same symKey', async () => {
  const a = await generateKeyPair()
  const b = await generateKeyPair()
  const slow = await deriveSymKey(a.privateKey, b.publicKey)
  expect(await deriveSymKey(a.privateKey, b.publicKey, a.publicKey)).toBe(slow)
  expect(await deriveSymKey(b.privateKey, a.publicKey, b.publicKey)).toBe(slow)
})
