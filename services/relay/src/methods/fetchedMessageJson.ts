import type { RelayMessage } from '../core/types.js'

/** Stored messages do not change: each is serialised once. */
const serialised = new WeakMap<RelayMessage, string>()

/**
 * The `{topic, message, publishedAt, tag, attestation?}` of a fetch, as
 * JSON; computed once per stored message (the memory store hands out the
 * same objects on every read).
 */
export function fetchedMessageJson(message: RelayMessage): string {
  let json = serialised.get(message)
  if (json === undefined) {
    json = JSON.stringify({
      topic: message.topic,
      message: message.message,
      publishedAt: message.publishedAt,
      tag: message.tag,
      ...(message.attestation === undefined
        ? {}
        : { attestation: message.attestation }),
    })
    serialised.set(message, json)
  }
  return json
}
