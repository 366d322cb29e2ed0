import { isAscii } from 'node:buffer'
import { formatError } from '../rpc/formatResponse.js'
import type { Publisher } from './createPublisher.js'
import type { SocketOutput } from './createSocketOutput.js'
import { ipPublishBytesError } from './ipPublishBytesError.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayLimits } from './types.js'

/**
 * Answers a large frame from a look at its bytes when the full path could
 * only refuse it; true when it did (the frame is then dropped unparsed).
 */
export type EarlyRefusal = (
  connection: RelayConnection,
  frame: Uint8Array,
) => boolean

const HEAD_BYTES = 256
const BACKSLASH = 0x5c
const QUOTE = 0x22
const messageKey = '"message":"'
/**
 * `irn_publish` as the official SDK and Latch serialise it: id, jsonrpc,
 * method, then params. Any other shape takes the full path.
 */
const publishHead =
  /^\{"id":(-?\d{1,20}|"[^"\\]{0,128}"),"jsonrpc":"2\.0","method":"irn_publish","params":\{/

export type CreateEarlyRefusalParameters = {
  limits: Pick<RelayLimits, 'ipPublishBytesPerSecond'>
  publisher: Pick<Publisher, 'affordsIpBytes'>
  send: SocketOutput['send']
}

/**
 * The cheap refusal of a flood of large publishes: an `irn_publish` frame
 * whose message its IP cannot afford on this node is answered with the
 * 3001 "ipPublishBytes" error the full path gives, found with native byte
 * scans only: no decoding, JSON parsing or hashing of the rest. A refused
 * writer then costs the relay next to nothing, and everyone else's frames
 * do not wait behind its.
 *
 * Only a frame it can measure is judged: ASCII without escapes (a base64
 * WalletConnect message), so that a string ends at its next quote and a
 * character is a byte, and one `"message":"` in it, so that its length is
 * the message's. Anything else takes the full path. What may differ: a
 * frame refused for two reasons is told this one (the full path checks
 * params and the socket's publish rate first), and a frame that is not
 * JSON at all past its head is refused rather than called broken.
 */
export function createEarlyRefusal({
  limits,
  publisher,
  send,
}: CreateEarlyRefusalParameters): EarlyRefusal {
  const head = new TextDecoder()
  return function refuseEarly(connection, frame) {
    // Cheapest first: the bucket, then the 256-byte head, and only then
    // the scans of the whole frame.
    if (publisher.affordsIpBytes(connection, frame.length)) return false
    const bytes = Buffer.from(frame.buffer, frame.byteOffset, frame.length)
    const match = publishHead.exec(head.decode(bytes.subarray(0, HEAD_BYTES)))
    if (!match) return false
    if (!isAscii(bytes) || bytes.includes(BACKSLASH)) return false
    const key = bytes.indexOf(messageKey)
    if (key === -1 || bytes.includes(messageKey, key + 1)) return false
    const start = key + messageKey.length
    const end = bytes.indexOf(QUOTE, start)
    if (end === -1 || publisher.affordsIpBytes(connection, end - start))
      return false
    const error = ipPublishBytesError(limits.ipPublishBytesPerSecond)
    send(
      connection,
      formatError(match[1] as string, error.code, error.message, error.data),
    )
    return true
  }
}
