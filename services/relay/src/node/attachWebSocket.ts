import type { Server } from 'node:http'
import { RelayAuthError, verifyRelayJwt } from '@latch/protocol/auth'
import { WebSocket, WebSocketServer } from 'ws'
import type { RelayCore } from '../core/createRelayCore.js'
import type { RelayConnection } from '../core/RelayConnection.js'
import { formatError } from '../rpc/formatResponse.js'
import { relayCloseCodes, relayErrorCodes } from '../rpc/relayErrorCodes.js'
import { readJwt } from './readJwt.js'
import { verifyEd25519 } from './verifyEd25519.js'

export type AttachWebSocketParameters = {
  server: Server
  core: RelayCore
  /** Accepted JWT audiences; `undefined` = any. */
  audiences: readonly string[] | undefined
}

/**
 * The `ws` adapter of the relay core: upgrades HTTP requests, verifies the
 * JWT, turns frames into `core.receive` calls and pings every socket once
 * per `pingIntervalMs` (a socket that missed the previous pong is
 * terminated). Sockets are spread over up to 20 ping slots, so thousands of
 * sockets never get their pings (and send their pongs) in one burst.
 * Returns `close()`.
 */
export function attachWebSocket({
  server,
  core,
  audiences,
}: AttachWebSocketParameters): { close(): Promise<void> } {
  const { maxFrameBytes, pingIntervalMs } = core.limits
  // Frames up to 4× the limit get a JSON-RPC error; beyond, ws closes 1009.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: Math.max(maxFrameBytes * 4, 65_536),
  })
  const alive = new WeakMap<WebSocket, boolean>()
  // Slot k is pinged at ticks k, k + slots, …: every pingIntervalMs each.
  const slots = Math.min(20, Math.max(1, Math.floor(pingIntervalMs / 50)))
  const slotSockets = Array.from({ length: slots }, () => new Set<WebSocket>())
  let nextSlot = 0
  let tick = 0

  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => {})
    wss.handleUpgrade(request, socket, head, (ws) => {
      let clientId: string
      try {
        const jwt = readJwt(request)
        if (!jwt)
          throw new RelayAuthError({
            reason: 'format',
            details: 'no ?auth= parameter and no Authorization: Bearer header',
          })
        clientId = verifyRelayJwt(jwt, {
          audiences,
          verifySignature: verifyEd25519,
        }).iss
      } catch (error) {
        const reason = error instanceof RelayAuthError ? error.reason : 'format'
        const message =
          error instanceof RelayAuthError
            ? `Unauthorized: ${error.shortMessage}${error.details ? ` (${error.details})` : ''}`
            : 'Unauthorized'
        ws.send(
          formatError(null, relayErrorCodes.unauthorized, message, reason),
        )
        ws.close(relayCloseCodes.unauthorized, `Unauthorized: ${reason}`)
        return
      }
      const connection: RelayConnection = core.open(
        {
          send: (text) => {
            if (ws.readyState === WebSocket.OPEN) ws.send(text)
          },
          close: (code, reason) => ws.close(code, reason),
        },
        clientId,
      )
      alive.set(ws, true)
      const slot = slotSockets[nextSlot++ % slots] as Set<WebSocket>
      slot.add(ws)
      ws.on('pong', () => alive.set(ws, true))
      ws.on('error', () => {})
      ws.on('message', (data, isBinary) => {
        if (isBinary) {
          connection.socket.send(
            formatError(
              null,
              relayErrorCodes.invalidPayload,
              'Invalid payload: binary frames are not supported',
            ),
          )
          return
        }
        const text = Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Array.isArray(data)
            ? Buffer.concat(data).toString('utf8')
            : Buffer.from(data).toString('utf8')
        void core.receive(connection, text)
      })
      ws.on('close', () => {
        slot.delete(ws)
        core.closed(connection)
      })
    })
  })

  const timer = setInterval(() => {
    const slot = slotSockets[tick++ % slots] as Set<WebSocket>
    for (const ws of slot) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, pingIntervalMs / slots)
  timer.unref()

  return {
    async close() {
      clearInterval(timer)
      for (const ws of wss.clients)
        ws.close(relayCloseCodes.shutdown, 'Relay shutting down')
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      for (const ws of wss.clients) ws.terminate()
    },
  }
}
