import { Redis } from 'ioredis'
import { createMemoryBus } from '../bus/createMemoryBus.js'
import { createRedisBus } from '../bus/createRedisBus.js'
import type { RelayBus, RelayStore } from '../core/types.js'
import { createMemoryStore } from '../store/createMemoryStore.js'
import { createRedisStore } from '../store/createRedisStore.js'

export type RelayBackend = {
  kind: 'memory' | 'redis'
  store: RelayStore
  bus: RelayBus
  close(): Promise<void>
}

/** A backend closing its bus, then its store, then `closeMore`. */
function backend(
  kind: RelayBackend['kind'],
  store: RelayStore,
  bus: RelayBus,
  closeMore = () => {},
): RelayBackend {
  return {
    kind,
    store,
    bus,
    async close() {
      await bus.close()
      await store.close()
      closeMore()
    },
  }
}

/** Memory store and bus, or both on Redis when `redisUrl` is given. */
export async function createBackend({
  redisUrl,
  prefix,
}: {
  redisUrl?: string | undefined
  prefix?: string | undefined
}): Promise<RelayBackend> {
  if (!redisUrl)
    return backend('memory', createMemoryStore(), createMemoryBus())
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 })
  const subscriber = redis.duplicate()
  // Mailbox reads (up to maxTopicBytes each) on a connection of their own.
  const reader = redis.duplicate()
  // Errors surface through failed commands; keep the process alive.
  for (const connection of [redis, subscriber, reader])
    connection.on('error', () => {})
  const store = createRedisStore({ redis, reader, prefix })
  const bus = await createRedisBus({ redis, subscriber, prefix })
  return backend('redis', store, bus, () => {
    subscriber.disconnect()
    reader.disconnect()
    redis.disconnect()
  })
}
