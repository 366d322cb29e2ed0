import { createHash } from 'node:crypto'

/** sha256(topic + clientId) hex: the id the official SDK computes itself. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}
