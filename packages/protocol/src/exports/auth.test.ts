import { expect, it } from 'vitest'
import * as auth from './auth.js'

it('exports a stable API', () => {
  expect(Object.keys(auth).sort()).toMatchInlineSnapshot(`
    [
      "RelayAuthError",
      "createRelayJwt",
      "didKeyFromEd25519PublicKey",
      "ed25519PublicKeyFromDidKey",
      "verifyRelayJwt",
    ]
  `)
})
