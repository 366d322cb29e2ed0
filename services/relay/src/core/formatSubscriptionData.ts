import type { RelayMessage } from './types.js'

/**
 * The `data` object of an `irn_subscription` push, serialised: the same for
 * every subscriber, so a fan-out formats it once.
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
