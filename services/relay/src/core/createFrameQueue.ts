import type { FrameHandler } from './createFrameHandler.js'
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
  /** Where a throw or rejection of `handle` goes. */
  onError: (error: unknown) => void
}

/**
 * Per-socket frame order: a frame is handled synchronously while nothing
 * of its socket is pending (the common case in memory), else after the
 * pending one (`connection.tail`). No promise is made for a frame that
 * finishes synchronously.
 */
export function createFrameQueue({
  handle,
  onError,
}: CreateFrameQueueParameters): ReceiveFrame {
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
    const pending = run(connection, text)
    return pending && track(connection, pending)
  }
}
