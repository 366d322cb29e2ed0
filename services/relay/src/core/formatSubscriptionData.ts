import type { RelayMessage } from './types.js'

/**
 * A message as clients get it, serialised: the `data` of an
 * `irn_subscription` push (the same for every subscriber, so a fan-out
 * formats it once) and an item of a fetch page. Members in this order:
 * topic, message, publishedAt, tag, then attestation when there is one.
 * Strings through `JSON.stringify`, numbers as they are (a stored message's
 * are checked to be numbers), with no object built for it.
 */
export function formatSubscriptionData(message: RelayMessage): string {
  const head = `{"topic":${JSON.stringify(message.topic)},"message":${JSON.stringify(message.message)},"publishedAt":${message.publishedAt},"tag":${message.tag}`
  return message.attestation === undefined
    ? `${head}}`
    : `${head},"attestation":${JSON.stringify(message.attestation)}}`
}
