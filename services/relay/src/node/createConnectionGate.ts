import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RelayLimits } from '../core/types.js'
import { normalizeIp } from './normalizeIp.js'
import { readForwardedIp } from './readForwardedIp.js'

/** Which TCP sockets may become WebSockets. */
export type ConnectionGate = {
  /**
   * At an upgrade request: the client IP, or `undefined` when the socket
   * was refused (already answered with an HTTP error, or being answered).
   */
  admit(request: IncomingMessage, socket: Duplex): string | undefined
  /** The upgrade completed in time: the handshake timer stops. */
  upgraded(socket: Duplex): void
  /** TCP sockets on the node, handshaking or open. */
  sockets(): number
  /** Stops the handshake timers (the server is closing). */
  close(): void
}

export type CreateConnectionGateParameters = {
  server: Server
  limits: Pick<
    RelayLimits,
    'maxConnections' | 'maxConnectionsPerIp' | 'handshakeTimeoutMs'
  >
  /** Per-IP counting at the upgrade, by `X-Forwarded-For`. */
  trustProxy: boolean
  /** Time a refused socket gets to read its answer, ms. */
  closeGraceMs: number
  /**
   * Where a timer's work on a socket of `ip` runs (its IP's turn): many
   * sockets timing out together are not destroyed in one stretch.
   * @default runs it at once
   */
  inTurn?: (ip: string, work: () => void) => void
}

/**
 * The connection caps, before any WebSocket exists: past `maxConnections`
 * TCP sockets on the node `HTTP 503`, past `maxConnectionsPerIp` from one
 * IP `HTTP 429` (per TCP peer, or per `X-Forwarded-For` at the upgrade with
 * `trustProxy`), both with `Retry-After: 10` and before the request is
 * read; a socket that does not finish its upgrade within
 * `handshakeTimeoutMs` is destroyed. Listens to the server's `connection`
 * event.
 */
export function createConnectionGate({
  server,
  limits,
  trustProxy,
  closeGraceMs,
  inTurn = (_ip, work) => work(),
}: CreateConnectionGateParameters): ConnectionGate {
  let sockets = 0
  let refusing = 0
  const perIp = new Map<string, number>()
  const handshakes = new Map<Duplex, NodeJS.Timeout>()
  const rejected = new WeakSet<Duplex>()

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
  function reject(
    socket: Duplex,
    ip: string,
    status: 429 | 503,
    message: string,
  ): void {
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
    setTimeout(() => inTurn(ip, () => socket.destroy()), closeGraceMs).unref()
  }

  function rejectIp(socket: Duplex, ip: string): void {
    reject(
      socket,
      ip,
      429,
      `Too many connections from ${ip}: at most ${limits.maxConnectionsPerIp}`,
    )
  }

  server.on('connection', (socket) => {
    socket.on('error', () => {})
    const ip = normalizeIp(socket.remoteAddress)
    if (sockets >= limits.maxConnections) {
      reject(
        socket,
        ip,
        503,
        `Too many connections: the relay holds ${limits.maxConnections}`,
      )
      return
    }
    if (!trustProxy && (perIp.get(ip) ?? 0) >= limits.maxConnectionsPerIp) {
      rejectIp(socket, ip)
      return
    }
    sockets++
    if (!trustProxy) countIp(ip, 1)
    // Destroyed unless the WebSocket upgrade completes in time.
    const timer = setTimeout(
      () => inTurn(ip, () => socket.destroy()),
      limits.handshakeTimeoutMs,
    )
    timer.unref()
    handshakes.set(socket, timer)
    socket.once('close', () => {
      clearTimeout(timer)
      handshakes.delete(socket)
      sockets--
      if (!trustProxy) countIp(ip, -1)
    })
  })

  return {
    admit(request, socket) {
      socket.on('error', () => {})
      if (rejected.has(socket)) return undefined
      const ip = normalizeIp(request.socket.remoteAddress)
      if (!trustProxy) return ip
      const forwarded = readForwardedIp(request) ?? ip
      if ((perIp.get(forwarded) ?? 0) >= limits.maxConnectionsPerIp) {
        rejectIp(socket, forwarded)
        return undefined
      }
      countIp(forwarded, 1)
      socket.once('close', () => countIp(forwarded, -1))
      return forwarded
    },
    upgraded(socket) {
      clearTimeout(handshakes.get(socket))
      handshakes.delete(socket)
    },
    sockets: () => sockets,
    close() {
      for (const timer of handshakes.values()) clearTimeout(timer)
    },
  }
}
