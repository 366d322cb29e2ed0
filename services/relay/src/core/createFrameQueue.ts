import { createKeyedLine, type FairQueue } from './createFairQueue.js'
import type { FrameHandler } from './createFrameHandler.js'
import { fairKey, largeFrameChars } from './fairShare.js'
import type { RelayConnection } from './RelayConnection.js'

/**
 * Hands a socket's frames to `handle` in order and never throws or
 * rejects; returns a promise only while the frame (or an earlier one of
 * the socket) is in progress.
 */
export type ReceiveFrame = (
  connection: RelayConnection,
  text: string,
) => Promise<void> | undefined

export type CreateFrameQueueParameters = {
  handle: FrameHandler
  /** Where large frames are handled: a turn of their socket's IP. */
  fair: FairQueue
  /** Where a throw or rejection of `handle` goes. */
  onError: (error: unknown) => void
}

/**
 * Per-socket frame order: a frame is handled synchronously while nothing
 * of its socket is pending (the common case in memory), else after the
 * pending one (`connection.tail`). No promise is made for a frame that
 * finishes synchronously. A large frame (parsing, hashing and storing it
 * take a millisecond or more) is handled in a turn of its socket's IP
 * (`fair`), one at a time per IP: a flood of big publishes from one
 * address waits in its own line while small frames of everyone go
 * straight through.
 */
export function createFrameQueue({
  handle,
  fair,
  onError,
}: CreateFrameQueueParameters): ReceiveFrame {
  const largeFrames = createKeyedLine()
  /** `handle` that never throws or rejects (failures go to `onError`). */
  function run(
    connection: RelayConnection,
    text: string,
  ): Promise<void> | undefined {
    try {
      const done = handle(connection, text)
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

  return function receiveFrame(connection, text) {
    if (connection.tail)
      return track(
        connection,
        connection.tail.then(() => run(connection, text)),
      )
    if (text.length > largeFrameChars) {
      const key = fairKey(connection)
      return track(
        connection,
        largeFrames.run(key, () => fair.run(key, () => run(connection, text))),
      )
    }
    const pending = run(connection, text)
    return pending && track(connection, pending)
  }
}
