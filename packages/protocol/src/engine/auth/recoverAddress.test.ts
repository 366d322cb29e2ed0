import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { expect, test } from 'vitest'
import { keccak256 } from './keccak256.js'
import { recoverAddress } from './recoverAddress.js'

test('keccak256 matches @noble/hashes at block boundaries', () => {
  for (const length of [0, 1, 55, 135, 136, 137, 271, 272, 500]) {
    const message = crypto.getRandomValues(new Uint8Array(length))
    expect(bytesToHex(keccak256(message))).toBe(bytesToHex(keccak_256(message)))
  }
  expect(bytesToHex(keccak256(new Uint8Array()))).toBe(
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
  )
})

test('recoverAddress finds the signer of @noble/curves signatures', () => {
  for (let i = 0; i < 8; i++) {
    const key = secp256k1.utils.randomSecretKey()
    const hash = keccak_256(crypto.getRandomValues(new Uint8Array(40)))
    const recovered = secp256k1.sign(hash, key, {
      prehash: false,
      format: 'recovered',
    })
    // noble: recovery ‖ r ‖ s; Ethereum: r ‖ s ‖ (27 + recovery)
    const signature = new Uint8Array([
      ...recovered.slice(1),
      27 + (recovered[0] ?? 0),
    ])
    const point = secp256k1.getPublicKey(key, false)
    const address = `0x${bytesToHex(keccak_256(point.slice(1)).slice(-20))}`
    expect(recoverAddress(hash, signature)).toBe(address)
    signature[64] = 0 + (recovered[0] ?? 0)
    expect(recoverAddress(hash, signature)).toBe(address)
    signature[64] = 1 - (recovered[0] ?? 0)
    expect(recoverAddress(hash, signature)).not.toBe(address)
  }
})

test('recoverAddress refuses malformed signatures', () => {
  const hash = new Uint8Array(32).fill(1)
  expect(recoverAddress(hash, new Uint8Array(65))).toBeUndefined()
  expect(recoverAddress(hash, new Uint8Array(64).fill(1))).toBeUndefined()
  expect(
    recoverAddress(hash, new Uint8Array([...new Uint8Array(64).fill(255), 27])),
  ).toBeUndefined()
})
