import { bytesToHex } from '@noble/hashes/utils.js'
import {
  decrypt,
  encrypt,
  deriveSymKey as sdkDeriveSymKey,
  generateKeyPair as sdkGenerateKeyPair,
  hashKey as sdkHashKey,
  hashMessage as sdkHashMessage,
} from '@walletconnect/utils'
import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeEnvelope } from './decodeEnvelope.js'
import { deriveSymKey } from './deriveSymKey.js'
import { encodeEnvelope } from './encodeEnvelope.js'
import { generateKeyPair } from './generateKeyPair.js'
import { generateRandomBytes32 } from './generateRandomBytes32.js'
import { hashKey } from './hashKey.js'
import { hashMessage } from './hashMessage.js'
import { readEnvelopeType } from './readEnvelopeType.js'

// Interop with the official implementation (@walletconnect/utils 2.25.0).

test('ECDH + HKDF agree with the SDK, both directions', async () => {
  for (let i = 0; i < 20; i++) {
    const ours = await generateKeyPair()
    const theirs = sdkGenerateKeyPair()
    const symKey = await deriveSymKey(ours.privateKey, theirs.publicKey)
    expect(sdkDeriveSymKey(theirs.privateKey, ours.publicKey)).toBe(symKey)
    expect(symKey).toMatch(/^[0-9a-f]{64}$/)
  }
})

test('hashKey and hashMessage agree with the SDK', async () => {
  for (let i = 0; i < 20; i++) {
    const key = generateRandomBytes32()
    expect(await hashKey(key)).toBe(sdkHashKey(key))
  }
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (message) => {
      expect(await hashMessage(message)).toBe(sdkHashMessage(message))
    }),
  )
})

test('type 0 envelopes are byte-identical to the SDK and decode both ways', async () => {
  fc.assert(
    fc.property(
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.uint8Array({ minLength: 12, maxLength: 12 }),
      fc.string({ unit: 'grapheme' }),
      (key, iv, message) => {
        const symKey = bytesToHex(key)
        const encoded = encodeEnvelope({ symKey, message, iv })
        expect(encrypt({ symKey, message, iv: bytesToHex(iv) })).toBe(encoded)
        expect(decrypt({ symKey, encoded })).toBe(message)
        const sdkEncoded = encrypt({ symKey, message })
        expect(decodeEnvelope({ symKey, encoded: sdkEncoded })).toBe(message)
        expect(readEnvelopeType(sdkEncoded)).toEqual({ type: 0 })
      },
    ),
  )
})

test('type 1 envelopes (auth response) match the SDK', async () => {
  const requester = sdkGenerateKeyPair()
  const responder = await generateKeyPair()
  const symKey = await deriveSymKey(responder.privateKey, requester.publicKey)
  const message = '{"id":1,"jsonrpc":"2.0","result":{"cacaos":[]}}'
  const iv = new Uint8Array(12).fill(7)
  const encoded = encodeEnvelope({
    type: 1,
    symKey,
    message,
    senderPublicKey: responder.publicKey,
    iv,
  })
  expect(
    encrypt({
      type: 1,
      symKey,
      message,
      senderPublicKey: responder.publicKey,
      iv: bytesToHex(iv),
    }),
  ).toBe(encoded)
  // The requester reads the sender key, derives and decrypts.
  const read = readEnvelopeType(encoded)
  expect(read).toEqual({ type: 1, senderPublicKey: responder.publicKey })
  const requesterKey = sdkDeriveSymKey(
    requester.privateKey,
    read.senderPublicKey as string,
  )
  expect(decodeEnvelope({ symKey: requesterKey, encoded })).toBe(message)
  expect(decrypt({ symKey: requesterKey, encoded })).toBe(message)
})
