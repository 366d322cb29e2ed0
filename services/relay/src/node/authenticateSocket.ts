import type { IncomingMessage } from 'node:http'
import { RelayAuthError, verifyRelayJwt } from '@latch/protocol/auth'
import type { WebSocket } from 'ws'
import { formatError } from '../rpc/formatResponse.js'
import { relayCloseCodes, relayErrorCodes } from '../rpc/relayErrorCodes.js'
import { readJwt } from './readJwt.js'
import { verifyEd25519 } from './verifyEd25519.js'

/**
 * The client id (JWT `iss`) of a freshly upgraded socket, from the JWT in
 * `?auth=` or `Authorization: Bearer`. When it is missing or invalid the
 * socket gets a 3000 error frame naming the reason, is closed with 3000,
 * and the answer is `undefined`.
 */
export function authenticateSocket(
  ws: WebSocket,
  request: IncomingMessage,
  audiences: readonly string[] | undefined,
): string | undefined {
  try {
    const jwt = readJwt(request)
    if (!jwt)
      throw new RelayAuthError({
        reason: 'format',
        details: 'no ?auth= parameter and no Authorization: Bearer header',
      })
    return verifyRelayJwt(jwt, { audiences, verifySignature: verifyEd25519 })
      .iss
  } catch (error) {
    const reason = error instanceof RelayAuthError ? error.reason : 'format'
    const message =
      error instanceof RelayAuthError
        ? `Unauthorized: ${error.shortMessage}${error.details ? ` (${error.details})` : ''}`
        : 'Unauthorized'
    ws.send(formatError(null, relayErrorCodes.unauthorized, message, reason))
    ws.close(relayCloseCodes.unauthorized, `Unauthorized: ${reason}`)
    return undefined
  }
}
