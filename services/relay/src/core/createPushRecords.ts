import { relayCloseCodes } from '../rpc/relayErrorCodes.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayLimits, RelayMessage } from './types.js'

/** What a push leaves behind on its socket until expiry or ack. */
export type PushRecords = {
  /**
   * Records a push of `message` on `connection` (`seen`, and `pending`
   * under a fresh push id, which it returns); nothing, and no push id,
   * when the socket has seen it already. Past `maxPushRecordsTotal` on
   * the node it sheds sockets first, possibly this one.
   */
  record(connection: RelayConnection, message: RelayMessage): string | undefined
  /** The message a push id stood for, forgotten as pending; or nothing. */
  settle(
    connection: RelayConnection,
    pushId: string,
  ): Pick<RelayMessage, 'id' | 'expiresAt'> | undefined
  /** Drops all records of a socket that is gone. */
  drop(connection: RelayConnection): void
}

export type CreatePushRecordsParameters = {
  limits: Pick<RelayLimits, 'maxPushRecordsTotal'>
  now: () => number
  /** The node's open sockets, to find the one holding the most. */
  connections: ReadonlySet<RelayConnection>
  /** Stops all delivery to a socket (the core's bookkeeping). */
  forget: (connection: RelayConnection) => void
}

/**
 * Push ids and per-socket dedupe under the node-wide
 * `maxPushRecordsTotal`: `seen` (message id → expiry) is swept of expired
 * ids only once it has doubled since the last sweep (O(1) amortised per
 * ack); over the cap the sockets holding the most are closed (4011) and
 * get their messages again on their next socket.
 */
export function createPushRecords({
  limits,
  now,
  connections,
  forget,
}: CreatePushRecordsParameters): PushRecords {
  let lastPushId = 0
  /** `seen` entries over all sockets (pending ones included). */
  let seenTotal = 0

  function nextPushId(): string {
    // ms * 1000 + counter, like the SDK's payloadId: unique and < 2^53.
    lastPushId = Math.max(now() * 1000, lastPushId + 1)
    return String(lastPushId)
  }

  function pruneSeen(connection: RelayConnection): void {
    if (connection.seen.size < connection.seenLimit) return
    const time = now()
    for (const [id, expiresAt] of connection.seen)
      if (expiresAt <= time) {
        connection.seen.delete(id)
        seenTotal--
      }
    // Sweep again only once the map has doubled: O(1) amortised per ack.
    connection.seenLimit = Math.max(1024, connection.seen.size * 2)
  }

  /**
   * Over `maxPushRecordsTotal`: sweeps the pushing socket's expired
   * records, then closes the sockets holding the most (4011) until the
   * node is back under it.
   */
  function shed(connection: RelayConnection): void {
    connection.seenLimit = 0
    pruneSeen(connection)
    while (seenTotal > limits.maxPushRecordsTotal) {
      let largest: RelayConnection | undefined
      for (const c of connections)
        if (!largest || c.seen.size > largest.seen.size) largest = c
      if (!largest) return
      const held = largest.seen.size
      forget(largest)
      largest.socket.close(
        relayCloseCodes.overloaded,
        `Overloaded: ${held} push records on this socket, limit ${limits.maxPushRecordsTotal} on this relay`,
      )
    }
  }

  return {
    record(connection, message) {
      // One map operation: the size tells whether the id is new here.
      const seen = connection.seen
      const size = seen.size
      seen.set(message.id, message.expiresAt)
      if (seen.size === size) return undefined
      const pushId = nextPushId()
      // Only what the ack needs: never a copy of the message body.
      connection.pending.set(pushId, {
        id: message.id,
        expiresAt: message.expiresAt,
      })
      if (++seenTotal > limits.maxPushRecordsTotal) shed(connection)
      return pushId
    },
    settle(connection, pushId) {
      const message = connection.pending.get(pushId)
      if (!message) return undefined
      connection.pending.delete(pushId)
      pruneSeen(connection)
      return message
    },
    drop(connection) {
      // Late acks of a closed socket are lost: those messages come again.
      seenTotal -= connection.seen.size
      connection.seen.clear()
      connection.pending.clear()
    },
  }
}
