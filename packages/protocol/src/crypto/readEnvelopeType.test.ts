import { base64 } from '@scure/base'
import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { EnvelopeError } from '../errors/crypto.js'
import { encodeEnvelope } from './encodeEnvelope.js'
import { generateKeyPair } from './generateKeyPair.js'
import { generateRandomBytes32 } from './generateRandomBytes32.js'
import { readEnvelopeType } from './readEnvelopeType.js'

test('types 0, 1 and 2', async () => {
  const symKey = generateRandomBytes32()
  const { publicKey } = await generateKeyPair()
  expect(readEnvelopeType(encodeEnvelope({ symKey, message: '{}' }))).toEqual({
    type: 0,
  })
  const type1 = encodeEnvelope({
    type: 1,
    symKey,
    message: '{}',
    senderPublicKey: publicKey,
  })
  expect(readEnvelopeType(type1)).toEqual({
    type: 1,
    senderPublicKey: publicKey,
  })
  expect(readEnvelopeType(base64.encode(Uint8Array.of(2, 123, 125)))).toEqual({
    type: 2,
  })
})

test('arbitrary input throws only EnvelopeError', async () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.uint8Array({ maxLength: 80 }).map((b) => base64.encode(b)),
        fc.anything(),
      ),
      (encoded) => {
        try {
          const { type } = readEnvelopeType(encoded as string)
          expect([0, 1, 2]).toContain(type)
        } catch (error) {
          expect(error).toBeInstanceOf(EnvelopeError)
        }
      },
    ),
    { numRuns: 2000 },
  )
})
