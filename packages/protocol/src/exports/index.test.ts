import { expect, test } from 'vitest'
import * as module from './index.js'

test('exports', () => {
  expect(Object.keys(module).sort()).toMatchInlineSnapshot(`
    [
      "EnvelopeError",
      "InvalidKeyError",
      "InvalidPairingUriError",
      "RelayClient",
      "RelayClosedError",
      "RelayConnectionError",
      "RelayDisconnectedError",
      "RelayError",
      "RelayTimeoutError",
      "Subscribable",
      "createRelayClient",
      "decodeEnvelope",
      "deriveSymKey",
      "encodeEnvelope",
      "fetchMessages",
      "formatJsonRpcError",
      "formatJsonRpcRequest",
      "formatJsonRpcResult",
      "formatLinkModeUrl",
      "formatPairingUri",
      "generateKeyPair",
      "generateRandomBytes32",
      "getBigIntRpcId",
      "hashKey",
      "hashMessage",
      "isJsonRpcError",
      "isJsonRpcRequest",
      "isJsonRpcResponse",
      "isJsonRpcResult",
      "parseLinkModeUrl",
      "parsePairingUri",
      "payloadId",
      "readEnvelopeType",
      "rpcOptions",
      "version",
      "withRetry",
      "withTimeout",
    ]
  `)
})
