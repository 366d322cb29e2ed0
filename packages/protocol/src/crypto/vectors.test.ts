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
