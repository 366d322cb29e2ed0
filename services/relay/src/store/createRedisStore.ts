import type { Redis } from 'ioredis'
import type { RelayMessage, RelayStore } from '../core/types.js'
import { parseStoredMessage } from './parseStoredMessage.js'
import { storedMessageBytes } from './storedMessageBytes.js'

export type CreateRedisStoreParameters = {
  /** A connected ioredis client (the store does not own it). */
  redis: Redis
  /**
   * The connection mailboxes are read on (each read up to `maxTopicBytes`),
   * so that small writes and rate checks never queue behind a big read.
   * @default redis
   */
  reader?: Redis | undefined
  /** Key prefix shared by every node of one relay. @default 'latch:relay:' */
  prefix?: string | undefined
}

// KEYS: 7 per message (mailbox hash, topic expiry zset, topic bytes, client
// expiry zset, client bytes, IP expiry zset, IP bytes). ARGV: now, maxTopic,
// maxClient, maxIp, then 5 per message (id, json, bytes, expiresAt, 1 when
// the IP is known). All or nothing; 0 = stored, else {1 = topic | 2 =
// client | 3 = IP, max, used, needed}.
const putScript = `
local now = tonumber(ARGV[1])
local caps = { tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]) }
local swept, need, fresh, seen = {}, {}, {}, {}
local function expire(zkey, bkey, box)
  if swept[zkey] then return end
  swept[zkey] = true
  local gone = redis.call('ZRANGEBYSCORE', zkey, '-inf', now)
  if #gone == 0 then return end
  local freed = 0
  for _, member in ipairs(gone) do
    local bytes, id = string.match(member, '^(%d+):(.*)$')
    freed = freed + tonumber(bytes)
    if box then redis.call('HDEL', box, id) end
  end
  redis.call('ZREMRANGEBYSCORE', zkey, '-inf', now)
  if redis.call('DECRBY', bkey, freed) <= 0 then redis.call('DEL', bkey) end
end
local function counters(i)
  local k = i * 7
  if ARGV[4 + i * 5 + 5] == '1' then
    return { KEYS[k + 3], KEYS[k + 5], KEYS[k + 7] }
  end
  return { KEYS[k + 3], KEYS[k + 5] }
end
for i = 0, #KEYS / 7 - 1 do
  local k, a = i * 7, 4 + i * 5
  expire(KEYS[k + 2], KEYS[k + 3], KEYS[k + 1])
  expire(KEYS[k + 4], KEYS[k + 5], false)
  if ARGV[a + 5] == '1' then expire(KEYS[k + 6], KEYS[k + 7], false) end
  local mark = KEYS[k + 1] .. ' ' .. ARGV[a + 1]
  if not seen[mark] and redis.call('HEXISTS', KEYS[k + 1], ARGV[a + 1]) == 0 then
    seen[mark] = true
    fresh[#fresh + 1] = i
    for _, b in ipairs(counters(i)) do
      need[b] = (need[b] or 0) + tonumber(ARGV[a + 3])
    end
  end
end
for _, i in ipairs(fresh) do
  for kind, b in ipairs(counters(i)) do
    local used = tonumber(redis.call('GET', b) or '0')
    if used + need[b] > caps[kind] then return { kind, caps[kind], used, need[b] } end
  end
end
for _, i in ipairs(fresh) do
  local k, a = i * 7, 4 + i * 5
  local id, bytes, at = ARGV[a + 1], ARGV[a + 3], ARGV[a + 4]
  local member = bytes .. ':' .. KEYS[k + 1] .. ' ' .. id
  redis.call('HSET', KEYS[k + 1], id, ARGV[a + 2])
  redis.call('ZADD', KEYS[k + 2], at, bytes .. ':' .. id)
  redis.call('ZADD', KEYS[k + 4], at, member)
  local last = 5
  if ARGV[a + 5] == '1' then
    redis.call('ZADD', KEYS[k + 6], at, member)
    last = 7
  end
  for _, b in ipairs(counters(i)) do redis.call('INCRBY', b, bytes) end
  for j = 1, last do
    redis.call('PEXPIREAT', KEYS[k + j], at, 'NX')
    redis.call('PEXPIREAT', KEYS[k + j], at, 'GT')
  end
end
return 0
`

// KEYS: one counter per check. ARGV: count, window end (ms), then each max.
// Nothing is added unless every counter stays within its max; returns the
// 0-based index of the first counter over its max, or -1.
const rateScript = `
local count = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') + count > tonumber(ARGV[i + 2]) then
    return i - 1
  end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCRBY', key, count) == count then
    redis.call('PEXPIREAT', key, ARGV[2])
  end
end
return -1
`

const limitNames = ['topicBytes', 'clientBytes', 'ipBytes'] as const

/**
 * Mailboxes and acks in Redis, shared by every relay node and kept across
 * restarts. A topic's mailbox is the hash `<prefix>mb:<topic>` (message id →
 * JSON) and a client's acks the hash `<prefix>ack:<clientId>` (message id →
 * expiry); each key expires with its longest-lived entry (PEXPIREAT NX + GT)
 * and expired fields are dropped when read.
 *
 * Byte caps are checked and counted in one Lua script per put (all or
 * nothing): `<prefix>mbb:<topic>`, `<prefix>cb:<clientId>` and
 * `<prefix>ib:<ip>` hold the bytes, the sorted sets `<prefix>mbz:<topic>`,
 * `<prefix>cz:<clientId>` and `<prefix>iz:<ip>` each message's bytes by
 * expiry, so a put first frees what has expired. Rate
 * counters are `<prefix>rate:<key>:<window>` (INCRBY, PEXPIREAT at the
 * window's end). The scripts touch several keys: one Redis, not a Cluster.
 */
export function createRedisStore({
  redis,
  reader = redis,
  prefix = 'latch:relay:',
}: CreateRedisStoreParameters): RelayStore {
  const mailboxKey = (topic: string) => `${prefix}mb:${topic}`
  const ackKey = (clientId: string) => `${prefix}ack:${clientId}`

  return {
    async putMessages(messages, caps) {
      if (messages.length === 0) return undefined
      const keys: string[] = []
      const args: (string | number)[] = [
        Date.now(),
        caps.maxTopicBytes,
        caps.maxClientBytes,
        caps.maxIpBytes,
      ]
      for (const message of messages) {
        keys.push(
          mailboxKey(message.topic),
          `${prefix}mbz:${message.topic}`,
          `${prefix}mbb:${message.topic}`,
          `${prefix}cz:${message.publisher}`,
          `${prefix}cb:${message.publisher}`,
          `${prefix}iz:${message.publisherIp ?? ''}`,
          `${prefix}ib:${message.publisherIp ?? ''}`,
        )
        args.push(
          message.id,
          JSON.stringify(message),
          storedMessageBytes(message),
          message.expiresAt,
          message.publisherIp === undefined ? 0 : 1,
        )
      }
      const answer = (await redis.eval(
        putScript,
        keys.length,
        ...keys,
        ...args,
      )) as number | [number, number, number, number]
      if (!Array.isArray(answer)) return undefined
      const [kind, max, used, needed] = answer
      return {
        limit: limitNames[kind - 1] ?? 'topicBytes',
        max,
        used,
        needed,
      }
    },
    async takeRate(checks, count, windowMs, now) {
      const windowIndex = Math.floor(now / windowMs)
      const answer = await redis.eval(
        rateScript,
        checks.length,
        ...checks.map((check) => `${prefix}rate:${check.key}:${windowIndex}`),
        count,
        (windowIndex + 1) * windowMs + 1_000,
        ...checks.map((check) => check.max),
      )
      return Number(answer)
    },
    async getMessages(topic, now) {
      const key = mailboxKey(topic)
      const entries = await reader.hgetall(key)
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
