import type { RelayMessage } from './types.js'

/** The `irn_subscription` push for one message. */
export function formatSubscription(
  pushId: string,
  subscription: string,
  message: RelayMessage,
): string {
  const data: Record<string, unknown> = {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
  }
  if (message.attestation !== undefined) data.attestation = message.attestation
  return `{"id":${pushId},"jsonrpc":"2.0","method":"irn_subscription","params":${JSON.stringify({ id: subscription, data })}}`
}
