import { ed25519 } from '@noble/curves/ed25519.js'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { verifyEd25519 } from './verifyEd25519.js'

// The native check must agree with the portable one on valid signatures and
// on every kind of tampering.
test('agrees with @noble/curves on valid and tampered signatures', () => {
  fc.assert(
    fc.property(
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.uint8Array({ maxLength: 200 }),
      fc.nat(63),
      (seed, data, flip) => {
        const publicKey = ed25519.getPublicKey(seed)
        const signature = ed25519.sign(data, seed)
        expect(verifyEd25519(signature, data, publicKey)).toBe(true)
        const bad = signature.slice()
        bad[flip] = (bad[flip] ?? 0) ^ 1
        expect(verifyEd25519(bad, data, publicKey)).toBe(
          ed25519.verify(bad, data, publicKey),
        )
      },
    ),
    { numRuns: 50 },
  )
})

test('rejects malformed keys and signatures', () => {
  expect(
    verifyEd25519(new Uint8Array(64), new Uint8Array(), new Uint8Array(31)),
  ).toBe(false)
  expect(
    verifyEd25519(new Uint8Array(63), new Uint8Array(), new Uint8Array(32)),
  ).toBe(false)
  expect(
    verifyEd25519(
      new Uint8Array(64),
      new Uint8Array(),
      new Uint8Array(32).fill(255),
    ),
  ).toBe(false)
})
