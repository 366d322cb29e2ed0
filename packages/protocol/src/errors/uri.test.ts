import { expect, test } from 'vitest'
import { InvalidKeyError } from './crypto.js'
import { InvalidPairingUriError } from './uri.js'

test('messages', () => {
  expect(
    new InvalidPairingUriError({ reason: 'symKey must be 64 hex characters.' })
      .message,
  ).toMatchInlineSnapshot(`
    "Pairing URI is invalid.

    - symKey must be 64 hex characters.

    Docs: https://latch.dev/docs/protocol/uri
    Version: @latch/common@0.1.0"
  `)
  expect(
    new InvalidKeyError({ name: 'peerPublicKey', bytes: 32 }).message,
  ).toMatchInlineSnapshot(`
    "peerPublicKey is not a valid hex key.

    - Expected 64 hex characters.

    Docs: https://latch.dev/docs/protocol/crypto
    Version: @latch/common@0.1.0"
  `)
})
