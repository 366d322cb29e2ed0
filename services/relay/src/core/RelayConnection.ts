import type { RateLimiter } from './createRateLimiter.js'
import type { RelayMessage, RelayRateCheck, RelaySocket } from './types.js'

/** Relay-side state of one open socket of one client. */
export type RelayConnection = {
  /** JWT `iss` (did:key): the client id, stable across reconnects. */
  readonly clientId: string
  /** Client IP as the socket adapter saw it (publish rate per IP). */
  readonly ip: string | undefined
  readonly socket: RelaySocket
  /** Topic → subscription id (sha256(topic + clientId)), per subscription. */
  readonly topics: Map<string, string>
  /** Push id (raw JSON token) → message awaiting `{result:true}`. */
  readonly pending: Map<string, Pick<RelayMessage, 'id' | 'expiresAt'>>
  /** Message id → expiry: pushed on this socket, never twice. */
  readonly seen: Map<string, number>
  /** `seen` is swept of expired ids when it reaches this size. */
  seenLimit: number
  readonly limiter: RateLimiter
  /**
   * The publish rate counters of its client id and IP (the publisher's),
   * built on its first publish.
   */
  rateChecks?: RelayRateCheck[]
  /**
   * The last frame still being handled asynchronously, if any: later frames
   * of the socket wait for it, so frames are handled in order.
   */
  tail: Promise<void> | undefined
  /**
   * Topics whose backlog is being pushed, each with the live messages that
   * came meanwhile: they go out after it, so a backlog keeps publish order.
   * `undefined` when more came than are held (every message is in the
   * mailbox first: it is read again instead).
   */
  catchingUp?: Map<string, RelayMessage[] | undefined>
  closed: boolean
}
