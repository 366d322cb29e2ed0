import type { RelayMessage, RelayStore } from '../core/types.js'

export type CreateMemoryStoreParameters = {
  /** How often expired entries are swept, ms. @default 60_000 */
  sweepIntervalMs?: number | undefined
  /** Clock. @default Date.now */
  now?: () => number
}

/**
 * In-process mailboxes and acks. Lost when the process exits; use
 * `createRedisStore` to share them between nodes and restarts.
 */
export function createMemoryStore({
  sweepIntervalMs = 60_000,
  now = Date.now,
}: CreateMemoryStoreParameters = {}): RelayStore {
  const mailboxes = new Map<string, Map<string, RelayMessage>>()
  const acks = new Map<string, Map<string, number>>()

  function sweep(): void {
    const time = now()
    for (const [topic, box] of mailboxes) {
      for (const [id, message] of box)
        if (message.expiresAt <= time) box.delete(id)
      if (box.size === 0) mailboxes.delete(topic)
    }
    for (const [client, acked] of acks) {
      for (const [id, expiresAt] of acked)
        if (expiresAt <= time) acked.delete(id)
      if (acked.size === 0) acks.delete(client)
    }
  }
  const timer = setInterval(sweep, sweepIntervalMs)
  timer.unref()

  return {
    putMessage(message) {
      let box = mailboxes.get(message.topic)
      if (!box) {
        box = new Map()
        mailboxes.set(message.topic, box)
      }
      if (!box.has(message.id)) box.set(message.id, message)
    },
    async getMessages(topic, time) {
      const box = mailboxes.get(topic)
      if (!box) return []
      return [...box.values()]
        .filter((m) => m.expiresAt > time)
        .sort((a, b) => a.seq - b.seq)
    },
    markAcked(clientId, messageId, expiresAt) {
      let acked = acks.get(clientId)
      if (!acked) {
        acked = new Map()
        acks.set(clientId, acked)
      }
      acked.set(messageId, expiresAt)
    },
    async getAcked(clientId, messageIds) {
      const acked = acks.get(clientId)
      return new Set(acked ? messageIds.filter((id) => acked.has(id)) : [])
    },
    async close() {
      clearInterval(timer)
      mailboxes.clear()
      acks.clear()
    },
  }
}
