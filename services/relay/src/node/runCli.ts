import { parseArgs } from 'node:util'
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
    onError: (error) => console.error('latch-relay:', error),
  })
  log(`latch-relay: listening on ${relay.url} (${relay.backend})`)
  return relay
}
