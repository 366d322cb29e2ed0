import { relayCloseCodes } from '../rpc/relayErrorCodes.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayLimits } from './types.js'

/** Every answer and push of the core goes out through `send`. */
export type SocketOutput = {
  /**
   * Sends `text` unless the socket is closed. A socket whose unwritten
   * output would pass `maxSocketBufferBytes` is not its reader's problem
   * any more: it is closed (4010) and gets nothing else; its unacked
   * messages stay in the mailbox for its next socket.
   */
  send(connection: RelayConnection, text: string): void
  /**
   * Nothing when the socket has room for about `bytes` more within half of
   * `maxSocketBufferBytes`; else the wait for it to drain that far, so a
   * backlog goes out at the pace the client reads instead of piling up in
   * memory.
   */
  room(connection: RelayConnection, bytes: number): Promise<void> | undefined
}

export type CreateSocketOutputParameters = {
  limits: Pick<RelayLimits, 'maxSocketBufferBytes'>
  /** Stops all delivery to a socket (the core's bookkeeping). */
  forget: (connection: RelayConnection) => void
  onError: (error: unknown) => void
}

/**
 * Each socket's output budget as the core sees it (`RelaySocket`'s
 * `bufferedBytes` and `drained`): slow consumers are closed with 4010, and
 * backlogs wait at half the budget.
 */
export function createSocketOutput({
  limits,
  forget,
  onError,
}: CreateSocketOutputParameters): SocketOutput {
  return {
    send(connection, text) {
      if (connection.closed) return
      try {
        const socket = connection.socket
        const buffered = socket.bufferedBytes?.() ?? 0
        if (
          buffered > 0 &&
          buffered + text.length > limits.maxSocketBufferBytes
        ) {
          forget(connection)
          socket.close(
            relayCloseCodes.slowConsumer,
            `Slow consumer: ${buffered} bytes unread, limit ${limits.maxSocketBufferBytes}`,
          )
          return
        }
        socket.send(text)
      } catch (error) {
        onError(error)
      }
    },
    room(connection, bytes) {
      const socket = connection.socket
      const buffered = socket.bufferedBytes?.() ?? 0
      const highWater = limits.maxSocketBufferBytes / 2
      if (buffered === 0 || buffered + bytes <= highWater) return undefined
      return socket.drained?.(Math.max(0, highWater - bytes))
    },
  }
}
