/**
 * JSON-RPC error codes the relay answers with (walletconnect-wire.md §4, §5;
 * Reown's relay_rpc error codes).
 */
export const relayErrorCodes = {
  /** Malformed frame: not JSON, not an object, bad id, too large. */
  invalidPayload: -32600,
  /** Unknown relay method. */
  methodNotFound: -32601,
  /** Known method, wrong params. */
  invalidParams: -32602,
  /** Unexpected failure inside the relay (store or bus). */
  internal: -32603,
  /** Missing or invalid JWT. */
  unauthorized: 3000,
  /** Publish rate or subscription count over the client's limit. */
  rateLimited: 3001,
} as const

/** WebSocket close codes the relay uses. */
export const relayCloseCodes = {
  /** Normal shutdown of the relay. */
  shutdown: 1001,
  /** Authentication failed (sent after the 3000 error frame). */
  unauthorized: 3000,
  /**
   * Reserved for a missed pong. The relay terminates such a socket without
   * a close frame (its peer is gone), so the client sees 1006.
   */
  timeout: 4008,
  /** No frame received and no subscription for `idleTimeoutMs`. */
  idle: 4009,
  /** Unwritten output passed `maxSocketBufferBytes`: the client does not read. */
  slowConsumer: 4010,
  /** The node's output or inbound memory budget was passed. */
  overloaded: 4011,
  /** An incoming message stayed unfinished for `partialMessageTimeoutMs`. */
  partialMessage: 4012,
} as const

export type RelayErrorCode =
  (typeof relayErrorCodes)[keyof typeof relayErrorCodes]
