import type { EarlyRefusal } from './createEarlyRefusal.js'
import type { FairQueue } from './createFairQueue.js'
import type { FrameHandler } from './createFrameHandler.js'
import { createKeyedSlots } from './createKeyedSlots.js'
import { fairKey, largeFrameChars } from './fairShare.js'
import type { RelayConnection } from './RelayConnection.js'

/**
 * A text frame: decoded, or its UTF-8 bytes as the socket read them
 * (decoded when it is handled: a large one in its turn).
 */
export type Frame = string | Uint8Array

/**
 * Hands a socket's frames to `handle` in order and never throws or
 * rejects; returns a promise only while the frame (or an earlier one of
 * the socket) is in progress.
 */
export type ReceiveFrame = (
  connection: RelayConnection,
  frame: Frame,
) => Promise<void> | undefined

const utf8 = new TextDecoder()

/** The frame's text (the socket checked its UTF-8). */
function textOf(frame: Frame): string {
  return typeof frame === 'string' ? frame : utf8.decode(frame)
}

export type CreateFrameQueueParameters = {
  handle: FrameHandler
  /** Where large frames are handled: a turn of their socket's IP. */
  fair: FairQueue
  /** A large frame's cheap refusal from its first bytes, in its turn. */
  refuseEarly: EarlyRefusal
  /** Where a throw or rejection of `handle` goes. */
  onError: (error: unknown) => void
}

/**
 * Per-socket frame order: a frame is handled synchronously while nothing
 * of its socket is pending (the common case in memory), else after the
 * pending one (`connection.tail`). No promise is made for a frame that
 * finishes synchronously. A large frame (decoding, parsing, hashing and
 * storing it take a millisecond or more) is handled in a turn of its
 * socket's IP (`fair`), one at a time per IP: a flood of big publishes
 * from one address waits in its own line while small frames of everyone
 * go straight through; and one its IP cannot afford is refused from its
 * first bytes (`refuseEarly`) before it is decoded.
 */
export function createFrameQueue({
  handle,
  fair,
  refuseEarly,
  onError,
}: CreateFrameQueueParameters): ReceiveFrame {
  const largeFrames = createKeyedSlots(1)
  /** `handle` that never throws or rejects (failures go to `onError`). */
  function run(
    connection: RelayConnection,
    frame: Frame,
  ): Promise<void> | undefined {
    try {
      if (
        typeof frame !== 'string' &&
        frame.length > largeFrameChars &&
        refuseEarly(connection, frame)
      )
        return undefined
      const done = handle(connection, textOf(frame))
      if (done) return done.catch((error: unknown) => onError(error))
    } catch (error) {
      onError(error)
    }
    return undefined
  }

  /** Remembers `work` as the socket's tail until it settles. */
  function track(connection: RelayConnection, work: Promise<void>) {
    const tail: Promise<void> = work.then(() => {
      if (connection.tail === tail) connection.tail = undefined
    })
    connection.tail = tail
    return tail
  }

  /** A large frame: in its IP's line, then in a turn. */
  function inTurn(connection: RelayConnection, frame: Frame): Promise<void> {
    const key = fairKey(connection)
    return largeFrames.run(key, () =>
      fair.run(key, () => run(connection, frame)),
    )
  }

  return function receiveFrame(connection, frame) {
    const large = frame.length > largeFrameChars
    if (connection.tail)
      return track(
        connection,
        connection.tail.then(() =>
          large ? inTurn(connection, frame) : run(connection, frame),
        ),
      )
    const pending = large ? inTurn(connection, frame) : run(connection, frame)
    return pending && track(connection, pending)
  }
}
