import { parseArgs } from 'node:util'
import { readLimitsFromEnv } from './readLimitsFromEnv.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

const usage = `Usage: latch-relay [--host HOST] [--port PORT]

Runs a WalletConnect v2 relay (official SDKs connect with relayUrl
ws://HOST:PORT). In memory by default; with REDIS_URL several relay
processes share mailboxes and publishes and act as one relay.

Options:
  --host HOST   interface (env LATCH_RELAY_HOST, default 127.0.0.1)
  --port PORT   port, 0 = a free one (env LATCH_RELAY_PORT, default 8787)
  --help        show this help

Environment:
  REDIS_URL               e.g. redis://127.0.0.1:6379 (scale-out)
  LATCH_RELAY_AUDIENCES   comma list of accepted JWT aud values (the
                          relayUrl clients use, e.g. wss://relay.example.com);
                          '*' accepts any. Default: ws:// and wss:// forms of
                          the listen address (+ localhost forms on loopback).
  LATCH_RELAY_TRUST_PROXY=1  behind a reverse proxy: client IP = last
                          X-Forwarded-For entry (default off)

Limits (integers; defaults in the README's Limits table):
  LATCH_RELAY_MAX_FRAME_BYTES             largest frame (1048576)
  LATCH_RELAY_MAX_SUBSCRIPTIONS           topics per socket (5000)
  LATCH_RELAY_MAX_SUBSCRIPTIONS_TOTAL     subscriptions per node (200000)
  LATCH_RELAY_MAX_CONCURRENT_FETCHES      mailbox reads at once (16)
  LATCH_RELAY_MAX_PUSH_RECORDS_TOTAL      pushed ids kept per node (500000)
  LATCH_RELAY_MAX_BATCH_SIZE              topics or messages per batch (500)
  LATCH_RELAY_MAX_TTL                     longest ttl, seconds (2592000)
  LATCH_RELAY_PING_INTERVAL_MS            WebSocket ping interval (20000)
  LATCH_RELAY_MAX_FETCH_BYTES             bytes per fetch answer (1048576)
  LATCH_RELAY_MAX_SOCKET_BUFFER_BYTES     unread output per socket (4194304)
  LATCH_RELAY_MAX_BUFFERED_BYTES_TOTAL    unread output, all sockets (134217728)
  LATCH_RELAY_MAX_INBOUND_BYTES_TOTAL     unfinished input, all sockets (67108864)
  LATCH_RELAY_MAX_CONNECTIONS             TCP connections per node (10000)
  LATCH_RELAY_MAX_CONNECTIONS_PER_IP      TCP connections per IP (1000)
  LATCH_RELAY_HANDSHAKE_TIMEOUT_MS        TCP → WebSocket upgrade (10000)
  LATCH_RELAY_IDLE_TIMEOUT_MS             no frame, no subscription (300000)
  LATCH_RELAY_PARTIAL_MESSAGE_TIMEOUT_MS  unfinished message (10000)
  LATCH_RELAY_PUBLISH_PER_SECOND          publishes/s per socket (100)
  LATCH_RELAY_CLIENT_PUBLISH_PER_SECOND   publishes/s per client id, all
                                          sockets and nodes (200)
  LATCH_RELAY_IP_PUBLISH_PER_SECOND       publishes/s per IP, all nodes (5000)
  LATCH_RELAY_PUBLISH_WINDOW_MS           window of those two counters (10000)
  LATCH_RELAY_IP_PUBLISH_BYTES_PER_SECOND message bytes/s per IP, per node (4194304)
  LATCH_RELAY_MAX_TOPIC_BYTES             stored bytes per topic (4194304)
  LATCH_RELAY_MAX_CLIENT_BYTES            stored bytes per publisher (16777216)
  LATCH_RELAY_MAX_IP_BYTES                stored bytes per publisher IP (67108864)
  LATCH_RELAY_MAX_STORE_BYTES             stored bytes in all, memory only
                                          (268435456)
`

export type RunCliParameters = {
  argv: readonly string[]
  env?: Record<string, string | undefined>
  /** Where lines go. @default console.log */
  log?: (line: string) => void
}

/**
 * The `latch-relay` command: parses flags and env, starts the relay and
 * prints one line with its address. Resolves with the running relay, or
 * `undefined` after `--help`. Throws on bad arguments.
 */
export async function runCli({
  argv,
  env = {},
  log = console.log,
}: RunCliParameters): Promise<StartRelayReturnType | undefined> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    log(usage)
    return undefined
  }
  const host = values.host ?? env.LATCH_RELAY_HOST ?? '127.0.0.1'
  const portText = values.port ?? env.LATCH_RELAY_PORT ?? '8787'
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`Invalid port: ${portText}`)
  const audiences = env.LATCH_RELAY_AUDIENCES?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const relay = await startRelay({
    host,
    port,
    redisUrl: env.REDIS_URL || undefined,
    audiences,
    limits: readLimitsFromEnv(env),
    trustProxy: env.LATCH_RELAY_TRUST_PROXY === '1',
    onError: (error) => console.error('latch-relay:', error),
  })
  log(`latch-relay: listening on ${relay.url} (${relay.backend})`)
  return relay
}
