import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import type { RelayCore } from '../core/createRelayCore.js'
import { formatError } from '../rpc/formatResponse.js'
import { relayCloseCodes, relayErrorCodes } from '../rpc/relayErrorCodes.js'
import { authenticateSocket } from './authenticateSocket.js'
import { createConnectionGate } from './createConnectionGate.js'
import { createInboundBudget } from './createInboundBudget.js'
import { createKeepAlive } from './createKeepAlive.js'
import { createOutboundBudget } from './createOutboundBudget.js'
import type { SocketClosers, SocketState } from './SocketState.js'

export type AttachWebSocketParameters = {
  server: Server
  core: RelayCore
  /** Accepted JWT audiences; `undefined` = any. */
  audiences: readonly string[] | undefined
  /**
   * Behind a reverse proxy: the client IP is the last `X-Forwarded-For`
   * entry (what the proxy appended), and the per-IP connection cap counts
   * WebSockets at upgrade instead of TCP sockets. Never turn it on without
   * a proxy in front: clients could then pick their own IP. @default false
   */
  trustProxy?: boolean | undefined
}

export type AttachWebSocketReturnType = {
  /**
   * TCP sockets (handshaking or open), unwritten output and unfinished or
   * queued input over all sockets, bytes.
   */
  stats(): { sockets: number; bufferedBytes: number; inboundBytes: number }
  close(): Promise<void>
}

/** Time a closed socket gets to read its close frame before it is cut. */
const closeGraceMs = 1000

/**
 * The `ws` adapter of the relay core: upgrades HTTP requests, verifies the
 * JWT (`authenticateSocket`), turns frames into `core.receive` calls and
 * gives the core each socket's unwritten output (`bufferedBytes`,
 * `drained`). Frames over `maxFrameBytes` are refused by ws from the frame
 * header (close 1009), before the payload is read.
 *
 * The limits live in its parts: `createConnectionGate` (TCP sockets per
 * node and per IP, handshake timeout), `createOutboundBudget` and
 * `createInboundBudget` (the node-wide output and input budgets, the
 * unfinished-message timeout) and `createKeepAlive` (pings in slots, the
 * idle timeout); one timer ticks the last two. Returns `stats()` and
 * `close()`.
 */
export function attachWebSocket({
  server,
  core,
  audiences,
  trustProxy = false,
}: AttachWebSocketParameters): AttachWebSocketReturnType {
  const limits = core.limits
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
  })
  /** Updated every tick; frames stamp it instead of calling Date.now(). */
  const clock = { now: Date.now() }
  const states = new Set<SocketState>()
  /**
   * Work a timer found due for many sockets at once (handshake and
   * unfinished-message timeouts, idle closes, the cut after a close's
   * grace) runs in turns of the sockets' IPs: a burst of hundreds of an
   * attacker's sockets timing out together is spread over turns with the
   * frames of everyone else read between them, not done in one stretch.
   */
  const inTurn = (ip: string, work: () => void) => {
    core.fair.run(ip, work).catch(() => {})
  }
  /** Timed-out sockets whose close waits for its turn. */
  const closeQueued = new WeakSet<SocketState>()
  const closers: SocketClosers = {
    close(state, code, reason) {
      if (state.closing || closeQueued.has(state)) return
      closeQueued.add(state)
      inTurn(state.ip, () => closeSocket(state, code, reason))
    },
    cut,
  }
  const gate = createConnectionGate({
    server,
    limits,
    trustProxy,
    closeGraceMs,
    inTurn,
  })
  const outbound = createOutboundBudget({ limits, states, closers })
  const inbound = createInboundBudget({ limits, clock, closers })
  const keepAlive = createKeepAlive({ limits, closers })

  /** Sends the close frame once; false when it was already sent. */
  function startClose(state: SocketState, code: number, reason: string) {
    if (state.closing) return false
    state.closing = true
    core.closed(state.connection)
    state.ws.close(code, reason)
    return true
  }

  /** Closes with a code; the socket gets `closeGraceMs` to read it. */
  function closeSocket(state: SocketState, code: number, reason: string) {
    if (startClose(state, code, reason))
      setTimeout(
        () => inTurn(state.ip, () => cut(state, code, reason)),
        closeGraceMs,
      ).unref()
  }

  /**
   * ws refused the socket's input (a frame over `maxFrameBytes`, a protocol
   * error, invalid UTF-8): it has sent the close frame with the reason's
   * code and would read on only to throw the input away, until the peer
   * closes or for 30 s (its close timeout): an attacker could stream into a
   * refused socket and hold its place. Nothing more is read (after ws's own
   * resume, on the next tick); the socket gets the close's grace and is cut.
   */
  function closeRefused(state: SocketState): void {
    process.nextTick(() => state.ws.pause())
    if (state.closing) return
    state.closing = true
    core.closed(state.connection)
    setTimeout(() => inTurn(state.ip, () => drop(state)), closeGraceMs).unref()
  }

  /** Closes and frees at once: the memory budgets need the bytes now. */
  function cut(state: SocketState, code: number, reason: string): void {
    if (state.gone) return
    startClose(state, code, reason)
    drop(state)
  }

  /** Frees and destroys the socket, its close frame sent or not. */
  function drop(state: SocketState): void {
    if (state.gone) return
    forget(state)
    state.ws.terminate()
  }

  /** Drops a socket from the accounting (idempotent). */
  function forget(state: SocketState): void {
    if (state.gone) return
    state.gone = true
    outbound.release(state)
    inbound.release(state)
    states.delete(state)
  }

  // The handshake and the JWT check (half a millisecond) take a turn of
  // the client's IP: a connection storm from one address does not hold up
  // the frames of open sockets.
  server.on('upgrade', (request, socket, head) => {
    const ip = gate.admit(request, socket)
    if (ip === undefined) return
    core.fair
      .run(ip, () =>
        wss.handleUpgrade(request, socket, head, (ws) => {
          gate.upgraded(socket)
          const clientId = authenticateSocket(ws, request, audiences)
          if (clientId !== undefined) attach(ws, clientId, ip, socket)
        }),
      )
      .catch(() => socket.destroy())
  })

  function attach(
    ws: WebSocket,
    clientId: string,
    ip: string,
    socket: Duplex,
  ): void {
    const state = {
      ws,
      ip,
      receiver: undefined,
      buffered: 0,
      inbound: 0,
      queued: 0,
      paused: false,
      ipPaused: false,
      alive: true,
      lastFrameAt: clock.now,
      partialSince: undefined,
      waiters: [],
      closing: false,
      gone: false,
    } as Omit<SocketState, 'connection'> as SocketState
    // Re-measured after each send and when the socket drains: a callback
    // per send would give every frame a write request of its own.
    socket.on('drain', () => outbound.measure(state))
    state.connection = core.open(
      {
        send: (text) => {
          if (ws.readyState !== WebSocket.OPEN) return
          ws.send(text)
          outbound.measure(state)
        },
        close: (code, reason) => closeSocket(state, code, reason),
        bufferedBytes: () => ws.bufferedAmount,
        drained: (bytes) => outbound.drained(state, bytes),
      },
      clientId,
      ip,
    )
    states.add(state)
    keepAlive.add(state)
    inbound.watch(state)
    ws.on('error', () => closeRefused(state))
    ws.on('message', (data, isBinary) => {
      state.lastFrameAt = clock.now
      state.partialSince = undefined
      if (isBinary) {
        state.connection.socket.send(
          formatError(
            null,
            relayErrorCodes.invalidPayload,
            'Invalid payload: binary frames are not supported',
          ),
        )
        return
      }
      // Bytes, not text: a large frame is decoded in its turn.
      const frame = rawDataToBytes(data)
      const done = core.receive(state.connection, frame)
      if (!done) return
      // Waiting for an earlier frame: counted as input until handled.
      const size = frame.length
      inbound.queue(state, size)
      void done.then(() => inbound.handled(state, size))
    })
    ws.on('close', () => {
      forget(state)
      core.closed(state.connection)
    })
  }

  const timer = setInterval(() => {
    clock.now = Date.now()
    keepAlive.pingNextSlot(clock.now)
    inbound.closeUnfinished(clock.now)
  }, keepAlive.tickMs)
  timer.unref()

  return {
    stats: () => ({
      sockets: gate.sockets(),
      bufferedBytes: outbound.total(),
      inboundBytes: inbound.total(),
    }),
    async close() {
      clearInterval(timer)
      for (const ws of wss.clients)
        ws.close(relayCloseCodes.shutdown, 'Relay shutting down')
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      for (const ws of wss.clients) ws.terminate()
      gate.close()
    },
  }
}

/** A text frame's UTF-8 bytes as ws hands them over, in one piece. */
function rawDataToBytes(data: RawData): Uint8Array {
  return Buffer.isBuffer(data)
    ? data
    : Array.isArray(data)
      ? Buffer.concat(data)
      : new Uint8Array(data)
}
