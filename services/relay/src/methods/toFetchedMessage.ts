import type { RelayMessage } from '../core/types.js'

/** The `{topic, message, publishedAt, tag, attestation?}` of a fetch. */
export function toFetchedMessage(message: RelayMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation === undefined
      ? {}
      : { attestation: message.attestation }),
  }
}
