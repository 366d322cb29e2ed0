import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRelayCore } from '../core/createRelayCore.js'
import type { RelayLimits } from '../core/types.js'
import { attachWebSocket } from './attachWebSocket.js'
import { createBackend } from './createBackend.js'
import { resolveAudiences } from './resolveAudiences.js'

export type StartRelayParameters = {
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string | undefined
  /** Port; 0 picks a free one. @default 8787 */
  port?: number | undefined
  /** Redis URL: share mailboxes, acks and publishes with other nodes. */
  redisUrl?: string | undefined
  /** Redis key and channel prefix. @default 'latch:relay:' */
  redisPrefix?: string | undefined
  /** Accepted JWT `aud` values; `['*']` = any. Default: the listen URLs. */
  audiences?: readonly string[] | undefined
  limits?: Partial<RelayLimits> | undefined
  /**
   * Behind a reverse proxy: the client IP (per-IP limits) is the last
   * `X-Forwarded-For` entry. Only with a proxy that sets it. @default false
   */
  trustProxy?: boolean | undefined
  /** Store or bus failures. @default ignore */
  onError?: (error: unknown) => void
}

export type StartRelayReturnType = {
  /** `ws://host:port` — what clients put in `relayUrl`. */
  url: string
  host: string
  port: number
  /** 'memory' or 'redis'. */
  backend: 'memory' | 'redis'
  /**
   * On this node: authenticated sockets, subscribed topics, TCP sockets
   * (handshaking or open), unwritten output and held input, bytes.
   */
  stats(): {
    connections: number
    topics: number
    sockets: number
    bufferedBytes: number
    inboundBytes: number
  }
  /** Closes every socket (code 1001), the server and the Redis clients. */
  close(): Promise<void>
}

/**
 * Starts a WalletConnect v2 relay (walletconnect-wire.md §4–§7) on
 * `ws://host:port`, in memory or on Redis.
 *
 * https://latch.dev/docs/relay
 *
 * @example
 * const relay = await startRelay({ port: 0 })
 * // SignClient.init({ relayUrl: relay.url, projectId, … })
 * await relay.close()
 */
export async function startRelay({
  host = '127.0.0.1',
  port = 8787,
  redisUrl,
  redisPrefix,
  audiences,
  limits,
  trustProxy = false,
  onError,
}: StartRelayParameters = {}): Promise<StartRelayReturnType> {
  const backend = await createBackend({ redisUrl, prefix: redisPrefix })
  const core = createRelayCore({
    store: backend.store,
    bus: backend.bus,
    limits,
    ...(onError ? { onError } : {}),
  })
  const server = createServer((request, response) => {
    const healthy = request.url === '/health'
    response.writeHead(healthy ? 200 : 426, { 'content-type': 'text/plain' })
    response.end(healthy ? 'ok\n' : 'latch-relay: connect with WebSocket\n')
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolve())
    })
  } catch (error) {
    await backend.close()
    throw error
  }
  const actualPort = (server.address() as AddressInfo).port
  const socketLayer = attachWebSocket({
    server,
    core,
    audiences: resolveAudiences({ host, port: actualPort, audiences }),
    trustProxy,
  })
  const authority = host.includes(':') ? `[${host}]` : host
  return {
    url: `ws://${authority}:${actualPort}`,
    host,
    port: actualPort,
    backend: backend.kind,
    stats: () => ({ ...core.stats(), ...socketLayer.stats() }),
    async close() {
      await socketLayer.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await backend.close()
    },
  }
}
