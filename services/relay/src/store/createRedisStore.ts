import { createHash } from 'node:crypto'
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

// One publish, all or nothing, in one round trip. KEYS: the R rate
// counters, then 7 per message (mailbox hash, topic expiry zset, topic
// bytes, client expiry zset, client bytes, IP expiry zset, IP bytes).
// ARGV: R, the units to take, the window's end (ms), the R maxes; then
// now, maxTopic, maxClient, maxIp; then 5 per message (id, json, bytes,
// expiresAt, 1 when the IP is known).
// Rate first: a counter over its max → {0, its 0-based index}, nothing
// added or stored. Then the caps: 0 = stored, else {1 = topic | 2 =
// client | 3 = IP, max, used, needed} (the rate take stays counted).
const publishScript = `
local R = tonumber(ARGV[1])
local units = tonumber(ARGV[2])
for i = 1, R do
  if tonumber(redis.call('GET', KEYS[i]) or '0') + units > tonumber(ARGV[3 + i]) then
    return { 0, i - 1 }
  end
end
for i = 1, R do
  if redis.call('INCRBY', KEYS[i], units) == units then
    redis.call('PEXPIREAT', KEYS[i], ARGV[3])
  end
end
local K, A = R, 3 + R
local now = tonumber(ARGV[A + 1])
local caps = { tonumber(ARGV[A + 2]), tonumber(ARGV[A + 3]), tonumber(ARGV[A + 4]) }
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
  local k = K + i * 7
  if ARGV[A + 4 + i * 5 + 5] == '1' then
    return { KEYS[k + 3], KEYS[k + 5], KEYS[k + 7] }
  end
  return { KEYS[k + 3], KEYS[k + 5] }
end
for i = 0, (#KEYS - K) / 7 - 1 do
  local k, a = K + i * 7, A + 4 + i * 5
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
  local k, a = K + i * 7, A + 4 + i * 5
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

/**
 * Mailbox entries asked for per HSCAN page: a hint to Redis, which may
 * return a few more or fewer.
 */
const MAILBOX_SCAN_COUNT = 16

const limitNames = ['topicBytes', 'clientBytes', 'ipBytes'] as const

/**
 * Mailboxes and acks in Redis, shared by every relay node and kept across
 * restarts. A topic's mailbox is the hash `<prefix>mb:<topic>` (message id →
 * JSON) and a client's acks the hash `<prefix>ack:<clientId>` (message id →
 * expiry); each key expires with its longest-lived entry (PEXPIREAT NX + GT)
 * and expired fields are dropped when read.
 *
 * Rate windows and byte caps are checked and counted in one Lua script
 * per publish (all or nothing, one round trip, run by its SHA1):
 * `<prefix>mbb:<topic>`, `<prefix>cb:<clientId>` and
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
  const publish = createScript(redis, publishScript)

  return {
    async putMessages(messages, caps, rate) {
      if (messages.length === 0 && !rate) return undefined
      const checks = rate?.checks ?? []
      const windowIndex = rate ? Math.floor(rate.now / rate.windowMs) : 0
      const keys = checks.map(
        (check) => `${prefix}rate:${check.key}:${windowIndex}`,
      )
      const args: (string | number)[] = [
        checks.length,
        rate?.count ?? 0,
        rate ? (windowIndex + 1) * rate.windowMs + 1_000 : 0,
        ...checks.map((check) => check.max),
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
      const answer = (await publish(keys, args)) as
        | number
        | [0, number]
        | [number, number, number, number]
      if (!Array.isArray(answer)) return undefined
      if (answer[0] === 0) return { limit: 'rate', check: answer[1] }
      const [kind, max, used, needed] = answer as number[] as [
        number,
        number,
        number,
        number,
      ]
      return {
        limit: limitNames[kind - 1] ?? 'topicBytes',
        max,
        used,
        needed,
      }
    },
    async getMessages(topic, now) {
      const key = mailboxKey(topic)
      // HSCAN pages, parsed page by page: a 4 MiB mailbox is never one
      // reply to decode and parse in a single stretch of the event loop.
      const live = new Map<string, RelayMessage>()
      const expired = new Set<string>()
      let cursor = '0'
      do {
        const [next, fields] = await reader.hscan(
          key,
          cursor,
          'COUNT',
          MAILBOX_SCAN_COUNT,
        )
        for (let index = 0; index + 1 < fields.length; index += 2) {
          const id = fields[index] as string
          const message = parseStoredMessage(fields[index + 1] as string)
          if (message && message.expiresAt > now) live.set(id, message)
          else expired.add(id)
        }
        cursor = next
      } while (cursor !== '0')
      if (expired.size > 0) await redis.hdel(key, ...expired)
      return [...live.values()].sort((a, b) => a.seq - b.seq)
    },
    async markAcked(clientId, messages) {
      if (messages.length === 0) return
      const key = ackKey(clientId)
      const fields: string[] = []
      let last = 0
      for (const { id, expiresAt } of messages) {
        fields.push(id, String(expiresAt))
        if (expiresAt > last) last = expiresAt
      }
      await redis
        .pipeline()
        .hset(key, ...fields)
        .pexpireat(key, last, 'NX')
        .pexpireat(key, last, 'GT')
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

/**
 * Runs a Lua script by its SHA1 (EVALSHA: the body is not sent with every
 * call); a Redis that does not know it yet (NOSCRIPT: first use, restart,
 * SCRIPT FLUSH) gets it once with EVAL.
 */
function createScript(redis: Redis, lua: string) {
  const sha = createHash('sha1').update(lua).digest('hex')
  return async (keys: string[], args: (string | number)[]) => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args)
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT'))
        throw error
      return redis.eval(lua, keys.length, ...keys, ...args)
    }
  }
}
