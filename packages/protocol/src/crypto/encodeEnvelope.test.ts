import { expect, test } from 'vitest'
import { EnvelopeError } from '../errors/crypto.js'
import { encodeEnvelope } from './encodeEnvelope.js'
import { generateRandomBytes32 } from './generateRandomBytes32.js'

const symKey = generateRandomBytes32()

test('random iv: two encodings differ', () => {
  const a = encodeEnvelope({ symKey, message: 'm' })
  const b = encodeEnvelope({ symKey, message: 'm' })
  expect(a).not.toBe(b)
  expect(a).toMatch(/^[A-Za-z0-9+/]+=*$/)
})

test('rejects bad keys, ivs and a missing sender key', () => {
  expect(() => encodeEnvelope({ symKey: 'ab', message: '' })).toThrow(
    EnvelopeError,
  )
  expect(() =>
    encodeEnvelope({ symKey, message: '', iv: new Uint8Array(11) }),
  ).toThrow(EnvelopeError)
  expect(() => encodeEnvelope({ type: 1, symKey, message: '' })).toThrow(
    /sender public key/,
  )
})

test('error message', () => {
  expect(
    new EnvelopeError({ reason: 'decrypt' }).message,
  ).toMatchInlineSnapshot(`
      "Envelope is invalid.

      - The envelope failed authentication (wrong key or tampered).

      Docs: https://latch.dev/docs/protocol/crypto#envelopes
      Version: @latch/common@0.1.0"
    `)
})
