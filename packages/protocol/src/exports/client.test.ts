import { expect, it } from 'vitest'
import * as client from './client.js'

it('exports', () => {
  expect(Object.keys(client).sort()).toMatchInlineSnapshot(`
    [
      "JsonRpcResponseError",
      "PROPOSAL_EXPIRY",
      "REQUEST_EXPIRY_DEFAULT",
      "REQUEST_EXPIRY_MAX",
      "REQUEST_EXPIRY_MIN",
      "SESSION_EXPIRY",
      "SignClient",
      "approve",
      "approveSessionAuthenticate",
      "assertSatisfiesRequired",
      "assertValidNamespaces",
      "authenticate",
      "buildAuthObject",
      "buildNamespacesFromAuth",
      "connect",
      "createLocalStorage",
      "createMemoryStorage",
      "createSignClient",
      "disconnect",
      "emit",
      "extend",
      "formatAuthMessage",
      "pair",
      "ping",
      "populateAuthPayload",
      "reject",
      "rejectSessionAuthenticate",
      "request",
      "respond",
      "update",
      "validateCacao",
      "verifyCacao",
    ]
  `)
})
