import { base64 } from '@scure/base'
import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { EnvelopeError } from '../errors/crypto.js'
import { decodeEnvelope } from './decodeEnvelope.js'
import { encodeEnvelope } from './encodeEnvelope.js'
import { generateRandomBytes32 } from './generateRandomBytes32.js'

const symKey = generateRandomBytes32()

function reasonOf(fn: () => unknown) {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(EnvelopeError)
    return (error as EnvelopeError).reason
  }
  throw new Error('did not throw')
}

test('round trip', () => {
  const encoded = encodeEnvelope({ symKey, message: 'héllo ✓' })
  expect(decodeEnvelope({ symKey, encoded })).toBe('héllo ✓')
})

test('typed errors', () => {
  const encoded = encodeEnvelope({ symKey, message: 'x' })
  const other = generateRandomBytes32()
  expect(reasonOf(() => decodeEnvelope({ symKey: other, encoded }))).toBe(
    'decrypt',
  )
  expect(reasonOf(() => decodeEnvelope({ symKey: 'zz', encoded }))).toBe('key')
  expect(reasonOf(() => decodeEnvelope({ symKey, encoded: '!!' }))).toBe(
    'base64',
  )
  expect(reasonOf(() => decodeEnvelope({ symKey, encoded: 'AA==' }))).toBe(
    'length',
  )
  expect(reasonOf(() => decodeEnvelope({ symKey, encoded: '' }))).toBe('length')
  const type2 = base64.encode(new Uint8Array([2, 123, 125]))
  expect(reasonOf(() => decodeEnvelope({ symKey, encoded: type2 }))).toBe(
    'type',
  )
  const type9 = base64.encode(new Uint8Array(40).fill(9))
  expect(reasonOf(() => decodeEnvelope({ symKey, encoded: type9 }))).toBe(
    'type',
  )
  // Unpadded base64 is refused: the wire uses padding (31 bytes → '=').
  const padded = encodeEnvelope({ symKey, message: 'xy' })
  expect(padded.endsWith('=')).toBe(true)
  const unpadded = padded.replace(/=+$/, '')
  expect(reasonOf(() => decodeEnvelope({ symKey, encoded: unpadded }))).toBe(
    'base64',
  )
})

test('tampering is detected', () => {
  const bytes = base64.decode(encodeEnvelope({ symKey, message: 'abc' }))
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1
  expect(
    reasonOf(() => decodeEnvelope({ symKey, encoded: base64.encode(bytes) })),
  ).toBe('decrypt')
})

test('arbitrary input throws only EnvelopeError', () => {
  const bytesEnvelope = fc
    .uint8Array({ maxLength: 120 })
    .map((bytes) => base64.encode(bytes))
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), bytesEnvelope, fc.anything()),
      fc.oneof(fc.constant(symKey), fc.string(), fc.anything()),
      (encoded, key) => {
        try {
          decodeEnvelope({ symKey: key as string, encoded: encoded as string })
        } catch (error) {
          expect(error).toBeInstanceOf(EnvelopeError)
        }
      },
    ),
    { numRuns: 2000 },
  )
})
