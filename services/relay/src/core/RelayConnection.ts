import type { RateLimiter } from './createRateLimiter.js'
import type { RelayMessage, RelaySocket } from './types.js'

/** Relay-side state of one open socket of one client. */
export type RelayConnection = {
  /** JWT `iss` (did:key): the client id, stable across reconnects. */
  readonly clientId: string
  readonly socket: RelaySocket
  /** Topics this socket is subscribed to. */
  readonly topics: Set<string>
  /** Push id (raw JSON token) → message awaiting `{result:true}`. */
  readonly pending: Map<string, RelayMessage>
  /** Message id → expiry: pushed on this socket, never twice. */
  readonly seen: Map<string, number>
  readonly limiter: RateLimiter
  /** Frames of one socket are handled in order. */
  queue: Promise<void>
  closed: boolean
}
