import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
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

/** What ws keeps of a message still arriving (`ws/lib/receiver.js`, 8.x). */
type ReceiverState = {
  _bufferedBytes: number
  _messageLength: number
  _fragmented: number
  _state: number
  _writableState?: { length: number }
}

/** The adapter's view of one authenticated socket. */
type SocketState = {
  ws: WebSocket
  connection: RelayConnection
  receiver: ReceiverState | undefined
  /** Output bytes as last measured (counted in `bufferedTotal`). */
  buffered: number
  /** Unfinished + queued input bytes (counted in `inboundTotal`). */
  inbound: number
  /** Text of frames handed to the core and not yet handled. */
  queued: number
  paused: boolean
  /** Coarse time of the last text or binary frame received. */
  lastFrameAt: number
  /** Coarse time the unfinished incoming message started. */
  partialSince: number | undefined
  waiters: { bytes: number; resolve: () => void }[]
  closing: boolean
  gone: boolean
}

/** Time a closed socket gets to read its close frame before it is cut. */
const closeGraceMs = 1000

/**
 * The `ws` adapter of the relay core: upgrades HTTP requests, verifies the
 * JWT, turns frames into `core.receive` calls and pings every socket once
 * per `pingIntervalMs` (a socket that missed the previous pong is
 * terminated). Sockets are spread over up to 20 ping slots, so thousands of
 * sockets never get their pings (and send their pongs) in one burst.
 *
 * It also holds the connection limits (`RelayLimits`): TCP sockets per node
 * and per IP (HTTP 503 / 429), the handshake, idle and unfinished-message
 * timeouts, frames over `maxFrameBytes` (ws closes 1009 from the frame
 * header, before reading the payload), each socket's unwritten output
 * (`bufferedBytes` for the core) and the node-wide output and input
 * budgets. Returns `stats()` and `close()`.
 */
export function attachWebSocket({
  server,
  core,
  audiences,
  trustProxy = false,
}: AttachWebSocketParameters): AttachWebSocketReturnType {
  const limits = core.limits
  const { maxFrameBytes, pingIntervalMs } = limits
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes })
  const alive = new WeakMap<WebSocket, boolean>()
  // Slot k is pinged at ticks k, k + slots, …: every pingIntervalMs each.
  const slots = Math.min(20, Math.max(1, Math.floor(pingIntervalMs / 50)))
  const slotSockets = Array.from({ length: slots }, () => new Set<WebSocket>())
  let nextSlot = 0
  let tick = 0
  /** Updated every tick; frames stamp it instead of calling Date.now(). */
  let coarseNow = Date.now()

  let sockets = 0
  let refusing = 0
  const perIp = new Map<string, number>()
  const handshakes = new Map<Duplex, NodeJS.Timeout>()
  const rejected = new WeakSet<Duplex>()
  const states = new Map<WebSocket, SocketState>()
  const partial = new Set<SocketState>()
  let bufferedTotal = 0
  let inboundTotal = 0

  function countIp(ip: string, delta: number): void {
    const count = (perIp.get(ip) ?? 0) + delta
    if (count > 0) perIp.set(ip, count)
    else perIp.delete(ip)
  }

  /**
   * Answers with a plain HTTP error and hangs up. At most a tenth of
   * `maxConnections` refused sockets linger for their answer to be read
   * (`closeGraceMs`); past that a flood is destroyed without one.
   */
  function reject(socket: Duplex, status: 429 | 503, message: string): void {
    rejected.add(socket)
    if (refusing >= Math.max(10, limits.maxConnections / 10)) {
      socket.destroy()
      return
    }
    refusing++
    socket.once('close', () => refusing--)
    const body = `latch-relay: ${message}\n`
    const text = status === 429 ? 'Too Many Requests' : 'Service Unavailable'
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 10\r\n\r\n${body}`,
    )
    setTimeout(() => socket.destroy(), closeGraceMs).unref()
  }

  server.on('connection', (socket) => {
    socket.on('error', () => {})
    if (sockets >= limits.maxConnections) {
      reject(
        socket,
        503,
        `Too many connections: the relay holds ${limits.maxConnections}`,
      )
      return
    }
    const ip = normalizeIp(socket.remoteAddress)
    if (!trustProxy && (perIp.get(ip) ?? 0) >= limits.maxConnectionsPerIp) {
      reject(
        socket,
        429,
        `Too many connections from ${ip}: at most ${limits.maxConnectionsPerIp}`,
      )
      return
    }
    sockets++
    if (!trustProxy) countIp(ip, 1)
    // Destroyed unless the WebSocket upgrade completes in time.
    const timer = setTimeout(() => socket.destroy(), limits.handshakeTimeoutMs)
    timer.unref()
    handshakes.set(socket, timer)
    socket.once('close', () => {
      clearTimeout(timer)
      handshakes.delete(socket)
      sockets--
      if (!trustProxy) countIp(ip, -1)
    })
  })

  /** Re-measures a socket's output and enforces the node's budget. */
  function measureOutput(state: SocketState): void {
    if (state.gone) return
    const buffered = state.ws.bufferedAmount
    bufferedTotal += buffered - state.buffered
    state.buffered = buffered
    if (state.waiters.length > 0) {
      const ready = state.waiters.filter((w) => buffered <= w.bytes)
      if (ready.length > 0) {
        state.waiters = state.waiters.filter((w) => buffered > w.bytes)
        for (const waiter of ready) waiter.resolve()
      }
    }
    if (bufferedTotal > limits.maxBufferedBytesTotal) shedOutput()
  }

  /** Terminates the largest consumers until the output fits the budget. */
  function shedOutput(): void {
    while (bufferedTotal > limits.maxBufferedBytesTotal) {
      let largest: SocketState | undefined
      for (const state of states.values())
        if (!state.gone && (!largest || state.buffered > largest.buffered))
          largest = state
      if (!largest || largest.buffered === 0) return
      cut(
        largest,
        relayCloseCodes.overloaded,
        `Overloaded: ${bufferedTotal} bytes unwritten on this relay, limit ${limits.maxBufferedBytesTotal}`,
      )
    }
  }

  /** Re-measures a socket's input and enforces the node's budget. */
  function measureInput(state: SocketState): void {
    if (state.gone) return
    const r = state.receiver
    const held = r
      ? r._bufferedBytes + r._messageLength + (r._writableState?.length ?? 0)
      : 0
    const inbound = held + state.queued
    inboundTotal += inbound - state.inbound
    state.inbound = inbound
    const unfinished =
      r !== undefined &&
      (r._state !== 0 || r._fragmented !== 0 || r._bufferedBytes > 0)
    if (!unfinished) {
      state.partialSince = undefined
      partial.delete(state)
    } else if (state.partialSince === undefined) {
      state.partialSince = coarseNow
      partial.add(state)
    }
    if (inboundTotal > limits.maxInboundBytesTotal)
      cut(
        state,
        relayCloseCodes.overloaded,
        `Overloaded: ${inboundTotal} bytes of input held on this relay, limit ${limits.maxInboundBytesTotal}`,
      )
  }

  /** Closes with a code; the socket gets `closeGraceMs` to read it. */
  function closeSocket(state: SocketState, code: number, reason: string) {
    if (state.closing) return
    state.closing = true
    core.closed(state.connection)
    state.ws.close(code, reason)
    setTimeout(() => cut(state, code, reason), closeGraceMs).unref()
  }

  /** Closes and frees at once: the memory budgets need the bytes now. */
  function cut(state: SocketState, code: number, reason: string): void {
    if (state.gone) return
    if (!state.closing) {
      state.closing = true
      core.closed(state.connection)
      state.ws.close(code, reason)
    }
    forget(state)
    state.ws.terminate()
  }

  /** Drops a socket from the accounting (idempotent). */
  function forget(state: SocketState): void {
    if (state.gone) return
    state.gone = true
    bufferedTotal -= state.buffered
    inboundTotal -= state.inbound
    state.buffered = 0
    state.inbound = 0
    partial.delete(state)
    states.delete(state.ws)
    for (const waiter of state.waiters.splice(0)) waiter.resolve()
  }

  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => {})
    if (rejected.has(socket)) return
    let ip = normalizeIp(request.socket.remoteAddress)
    if (trustProxy) {
      ip = forwardedIp(request) ?? ip
      if ((perIp.get(ip) ?? 0) >= limits.maxConnectionsPerIp) {
        reject(
          socket,
          429,
          `Too many connections from ${ip}: at most ${limits.maxConnectionsPerIp}`,
        )
        return
      }
      countIp(ip, 1)
      socket.once('close', () => countIp(ip, -1))
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      clearTimeout(handshakes.get(socket))
      handshakes.delete(socket)
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
      attach(ws, clientId, ip)
    })
  })

  function attach(ws: WebSocket, clientId: string, ip: string): void {
    // ws 8 keeps the receiver here; without it only the timeouts are lost.
    const receiver = (ws as unknown as { _receiver?: ReceiverState })._receiver
    const state = {
      ws,
      receiver: receiver && '_bufferedBytes' in receiver ? receiver : undefined,
      buffered: 0,
      inbound: 0,
      queued: 0,
      paused: false,
      lastFrameAt: coarseNow,
      partialSince: undefined,
      waiters: [],
      closing: false,
      gone: false,
    } as Omit<SocketState, 'connection'> as SocketState
    const afterWrite = () => measureOutput(state)
    state.connection = core.open(
      {
        send: (text) => {
          if (ws.readyState !== WebSocket.OPEN) return
          ws.send(text, afterWrite)
          measureOutput(state)
        },
        close: (code, reason) => closeSocket(state, code, reason),
        bufferedBytes: () => ws.bufferedAmount,
        drained: (bytes) =>
          state.gone || ws.bufferedAmount <= bytes
            ? Promise.resolve()
            : new Promise<void>((resolve) =>
                state.waiters.push({ bytes, resolve }),
              ),
      },
      clientId,
      ip,
    )
    states.set(ws, state)
    alive.set(ws, true)
    const slot = slotSockets[nextSlot++ % slots] as Set<WebSocket>
    slot.add(ws)
    const raw = (ws as unknown as { _socket?: Duplex })._socket
    // ws has handled the chunk when this listener runs (it listens first).
    raw?.on('data', () => measureInput(state))
    ws.on('pong', () => alive.set(ws, true))
    ws.on('error', () => {})
    ws.on('message', (data, isBinary) => {
      state.lastFrameAt = coarseNow
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
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data).toString('utf8')
      const done = core.receive(state.connection, text)
      if (!done) return
      // Frames waiting for an earlier one count as input; past one frame's
      // worth the socket is not read until they are handled.
      const size = text.length
      state.queued += size
      if (state.queued > maxFrameBytes && !state.paused) {
        state.paused = true
        ws.pause()
      }
      void done.then(() => {
        state.queued -= size
        if (state.paused && state.queued <= maxFrameBytes) {
          state.paused = false
          ws.resume()
        }
        measureInput(state)
      })
    })
    ws.on('close', () => {
      slot.delete(ws)
      forget(state)
      core.closed(state.connection)
    })
  }

  const timer = setInterval(() => {
    coarseNow = Date.now()
    const slot = slotSockets[tick++ % slots] as Set<WebSocket>
    for (const ws of slot) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
      const state = states.get(ws)
      if (
        state &&
        state.connection.topics.size === 0 &&
        coarseNow - state.lastFrameAt >= limits.idleTimeoutMs
      )
        closeSocket(
          state,
          relayCloseCodes.idle,
          `Idle: no frame and no subscription for ${Math.round(limits.idleTimeoutMs / 1000)} s`,
        )
    }
    for (const state of partial)
      if (
        !state.closing &&
        state.partialSince !== undefined &&
        coarseNow - state.partialSince >= limits.partialMessageTimeoutMs
      ) {
        // Nothing more is read from it; its bytes stay counted until cut.
        state.ws.pause()
        closeSocket(
          state,
          relayCloseCodes.partialMessage,
          `Unfinished message for over ${limits.partialMessageTimeoutMs} ms`,
        )
      }
  }, pingIntervalMs / slots)
  timer.unref()

  return {
    stats: () => ({
      sockets,
      bufferedBytes: bufferedTotal,
      inboundBytes: inboundTotal,
    }),
    async close() {
      clearInterval(timer)
      for (const ws of wss.clients)
        ws.close(relayCloseCodes.shutdown, 'Relay shutting down')
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      for (const ws of wss.clients) ws.terminate()
      for (const timer of handshakes.values()) clearTimeout(timer)
    },
  }
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; unknown → `unknown`. */
function normalizeIp(address: string | undefined): string {
  if (!address) return 'unknown'
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

/** The last `X-Forwarded-For` entry: the address the proxy saw. */
function forwardedIp(request: IncomingMessage): string | undefined {
  const header = request.headers['x-forwarded-for']
  const value = Array.isArray(header) ? header.at(-1) : header
  const last = value?.split(',').at(-1)?.trim()
  return last ? normalizeIp(last) : undefined
}
