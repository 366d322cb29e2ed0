import type { RelayMessage } from './types.js'

/**
 * A message as clients get it, serialised: the `data` of an
 * `irn_subscription` push (the same for every subscriber, so a fan-out
 * formats it once) and an item of a fetch page.
 */
export function formatSubscriptionData(message: RelayMessage): string {
  const data: Record<string, unknown> = {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
  }
  if (message.attestation !== undefined) data.attestation = message.attestation
  return JSON.stringify(data)
}
