import type { RelayMessage } from '../core/types.js'

/**
 * Fixed cost counted per stored message on top of its strings: the object,
 * its id, topic and publisher strings and the mailbox entry (measured about
 * 350 bytes in V8; 512 leaves headroom).
 */
const storedMessageOverhead = 512

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
