import { expect, test } from 'vitest'
import { InvalidKeyError } from '../errors/crypto.js'
import { generateKeyPair } from './generateKeyPair.js'
import { generateRandomBytes32 } from './generateRandomBytes32.js'
import { hashKey } from './hashKey.js'
import { hashMessage } from './hashMessage.js'

test('hashKey hashes bytes, not the hex string', async () => {
  expect(await hashKey('')).toBe(
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  )
  expect(await hashKey('00')).toBe(
    '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  )
  await expect(hashKey('abc')).rejects.toThrow(InvalidKeyError)
})

test('hashMessage hashes utf8', async () => {
  expect(await hashMessage('abc')).toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
})

test('key generators give 64 hex', async () => {
  const { privateKey, publicKey } = await generateKeyPair()
  expect(privateKey).toMatch(/^[0-9a-f]{64}$/)
  expect(publicKey).toMatch(/^[0-9a-f]{64}$/)
  expect(generateRandomBytes32()).toMatch(/^[0-9a-f]{64}$/)
})
