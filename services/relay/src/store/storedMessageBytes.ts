import type { RelayMessage } from '../core/types.js'

/**
 * Fixed cost counted per stored message on top of its strings: the object,
 * its id and topic strings, the mailbox entry and, for a topic with a
 * single message, the mailbox itself (measured 360 to 520 bytes of V8 heap
 * per message; 768 leaves headroom).
 */
const storedMessageOverhead = 768

/**
 * Bytes a message counts against the topic, client and store caps: the
 * UTF-8 length of `message` and `attestation` (never less than V8 holds for
 * them) plus `storedMessageOverhead`.
 */
export function storedMessageBytes(message: RelayMessage): number {
  return (
    Buffer.byteLength(message.message) +
    (message.attestation === undefined
      ? 0
      : Buffer.byteLength(message.attestation)) +
    storedMessageOverhead
  )
}
