import type { WebSocket } from 'ws'
import type { RelayConnection } from '../core/RelayConnection.js'

/** What ws keeps of a message still arriving (`ws/lib/receiver.js`, 8.x). */
export type ReceiverState = {
  _bufferedBytes: number
  _messageLength: number
  _fragmented: number
  _state: number
  _writableState?: { length: number }
}

/**
 * The `ws` adapter's view of one authenticated socket, shared by its
 * budgets (`createOutboundBudget`, `createInboundBudget`) and
 * `createKeepAlive`.
 */
export type SocketState = {
  ws: WebSocket
  connection: RelayConnection
  /** The client's IP (its share of the node's input budget). */
  ip: string
  /** ws's receiver, when this ws version exposes it (else `undefined`). */
  receiver: ReceiverState | undefined
  /** Output bytes as last measured (counted in the node's output total). */
  buffered: number
  /** Unfinished + queued input bytes (counted in the node's input total). */
  inbound: number
  /** Text of frames handed to the core and not yet handled. */
  queued: number
  /** Not read: its queued frames passed one frame's worth. */
  paused: boolean
  /** Not read: its IP holds more than its share of unfinished input. */
  ipPaused: boolean
  /** Answered the last ping (or has not been pinged yet). */
  alive: boolean
  /** Coarse time of the last text or binary frame received. */
  lastFrameAt: number
  /** Coarse time the unfinished incoming message started. */
  partialSince: number | undefined
  /** `drained()` calls waiting for the output to fall to `bytes`. */
  waiters: { bytes: number; resolve: () => void }[]
  /** A close frame was sent (or the socket is gone). */
  closing: boolean
  /** Dropped from the accounting; nothing more happens to it. */
  gone: boolean
}

/** How the adapter ends a socket, for the modules that decide to. */
export type SocketClosers = {
  /** Closes with a code; the socket gets a grace time to read it. */
  close(state: SocketState, code: number, reason: string): void
  /** Closes and frees at once: a memory budget needs the bytes now. */
  cut(state: SocketState, code: number, reason: string): void
}
