import { createCipheriv } from 'node:crypto'
import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { expect, test } from 'vitest'
import { decodeEnvelope } from './decodeEnvelope.js'
import { encodeEnvelope } from './encodeEnvelope.js'
import { hashKey } from './hashKey.js'

// walletconnect-wire.md §3 (official SDK == node:crypto). The dapp/wallet
// private keys are elided in the doc, so the ECDH step is covered by the
// SDK cross-check in sdkInterop.test.ts instead.
const pairingSymKey =
  '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const sessionSymKey =
  '379323b40d941ffc59a9cb8b2184851d798a4875bae4dc627d0f15f4ae6f5e78'
const plaintext =
  '{"id":1700000000000001,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}'
const type0 =
  'AAABAgMEBQYHCAkKC9yMMIXuI4fXcW4TwbuyumAcouy78CSJYB9XnJQlhtrAEjoEUIT0C/Lgq+Fn/zaop+4eyFchaZmB0GDpm4XSEpi6/Rk6sK86OWF3B2fqYIdxMXgTWn9vjL8aMlPTeQ=='
const iv = Uint8Array.from({ length: 12 }, (_, i) => i)

test('pairing topic = sha256(symKey bytes)', async () => {
  expect(await hashKey(pairingSymKey)).toBe(
    '59c972aedb6c86a0b0671be5ab622856e50ac00d51dc80c084e3b2a2f035d434',
  )
})

test('session topic = sha256(sessionSymKey)', async () => {
  expect(await hashKey(sessionSymKey)).toBe(
    '81fd6a1f3133304afefbcf3dbdcad3a187c4f0a500a13cd5a41f83c8de165f32',
  )
})

test('type 0 envelope, byte-exact', async () => {
  expect(
    encodeEnvelope({ symKey: sessionSymKey, message: plaintext, iv }),
  ).toBe(type0)
  expect(decodeEnvelope({ symKey: sessionSymKey, encoded: type0 })).toBe(
    plaintext,
  )
  // 1 + 12 + len(JSON) + 16 bytes
  expect(atob(type0).length).toBe(1 + 12 + plaintext.length + 16)
})

// RFC 8439 §2.8.2. Envelopes carry no AAD: the ciphertext is the RFC's
// (it does not depend on the AAD), the tag is the no-AAD one (OpenSSL).
const rfc = {
  key: '808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f',
  nonce: '070000004041424344454647',
  aad: '50515253c0c1c2c3c4c5c6c7',
  plaintext:
    "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
  ciphertext:
    'd31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116',
  tag: '1ae10b594f09e26a7e902ecbd0600691',
  tagWithoutAad: '6a23a4681fd59456aea1d29f82477216',
}

test('RFC 8439 §2.8.2 in an envelope, byte-exact', () => {
  const encoded = encodeEnvelope({
    symKey: rfc.key,
    message: rfc.plaintext,
    iv: hexToBytes(rfc.nonce),
  })
  expect(
    bytesToHex(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))),
  ).toBe(`00${rfc.nonce}${rfc.ciphertext}${rfc.tagWithoutAad}`)
  expect(decodeEnvelope({ symKey: rfc.key, encoded })).toBe(rfc.plaintext)
})

test('RFC 8439 §2.8.2 with its AAD: the @noble/ciphers AEAD envelopes call', () => {
  const sealed = chacha20poly1305(
    hexToBytes(rfc.key),
    hexToBytes(rfc.nonce),
    hexToBytes(rfc.aad),
  ).encrypt(new TextEncoder().encode(rfc.plaintext))
  expect(bytesToHex(sealed)).toBe(rfc.ciphertext + rfc.tag)
})

test('envelopes equal node:crypto (OpenSSL) at every length around block edges', () => {
  for (const length of [0, 1, 15, 16, 17, 63, 64, 65, 127, 128, 129, 1000]) {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const nonce = crypto.getRandomValues(new Uint8Array(12))
    const message = 'x'.repeat(length)
    const cipher = createCipheriv('chacha20-poly1305', key, nonce, {
      authTagLength: 16,
    })
    const sealed = Buffer.concat([cipher.update(message), cipher.final()])
    const expected = Buffer.concat([
      Uint8Array.of(0),
      nonce,
      sealed,
      cipher.getAuthTag(),
    ]).toString('base64')
    const symKey = bytesToHex(key)
    expect(encodeEnvelope({ symKey, message, iv: nonce })).toBe(expected)
    expect(decodeEnvelope({ symKey, encoded: expected })).toBe(message)
  }
})
