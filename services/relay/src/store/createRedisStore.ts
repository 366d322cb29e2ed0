import type { Redis } from 'ioredis'
import type { RelayMessage, RelayStore } from '../core/types.js'
import { parseStoredMessage } from './parseStoredMessage.js'

export type CreateRedisStoreParameters = {
  /** A connected ioredis client (the store does not own it). */
  redis: Redis
  /** Key prefix shared by every node of one relay. @default 'latch:relay:' */
  prefix?: string | undefined
}

/**
 * Mailboxes and acks in Redis, shared by every relay node and kept across
 * restarts. A topic's mailbox is the hash `<prefix>mb:<topic>` (message id →
 * JSON) and a client's acks the hash `<prefix>ack:<clientId>` (message id →
 * expiry); each key expires with its longest-lived entry (PEXPIREAT NX + GT)
 * and expired fields are dropped when read.
 */
export function createRedisStore({
  redis,
  prefix = 'latch:relay:',
}: CreateRedisStoreParameters): RelayStore {
  const mailboxKey = (topic: string) => `${prefix}mb:${topic}`
  const ackKey = (clientId: string) => `${prefix}ack:${clientId}`

  return {
    async putMessage(message) {
      const key = mailboxKey(message.topic)
      await redis
        .pipeline()
        .hsetnx(key, message.id, JSON.stringify(message))
        .pexpireat(key, message.expiresAt, 'NX')
        .pexpireat(key, message.expiresAt, 'GT')
        .exec()
    },
    async getMessages(topic, now) {
      const key = mailboxKey(topic)
      const entries = await redis.hgetall(key)
      const live: RelayMessage[] = []
      const expired: string[] = []
      for (const [id, json] of Object.entries(entries)) {
        const message = parseStoredMessage(json)
        if (message && message.expiresAt > now) live.push(message)
        else expired.push(id)
      }
      if (expired.length > 0) await redis.hdel(key, ...expired)
      return live.sort((a, b) => a.seq - b.seq)
    },
    async markAcked(clientId, messageId, expiresAt) {
      const key = ackKey(clientId)
      await redis
        .pipeline()
        .hset(key, messageId, String(expiresAt))
        .pexpireat(key, expiresAt, 'NX')
        .pexpireat(key, expiresAt, 'GT')
        .exec()
    },
    async getAcked(clientId, messageIds) {
      if (messageIds.length === 0) return new Set()
      const values = await redis.hmget(ackKey(clientId), ...messageIds)
      const acked = new Set<string>()
      values.forEach((value, index) => {
        const id = messageIds[index]
        if (value !== null && id !== undefined) acked.add(id)
      })
      return acked
    },
    async close() {},
  }
}
