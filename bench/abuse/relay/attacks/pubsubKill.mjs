// R5 (Redis mode): the relay's Redis pub/sub connection is killed
// (`CLIENT KILL TYPE pubsub`) again and again while the normal clients
// publish. Each node must resubscribe and catch up from the mailboxes, so
// a subscribed client still gets every acked message.
import Redis from 'ioredis'
import { sleep } from '../../../lib/stats.mjs'

const sizes = {
  test: { kills: 5, intervalMs: 400 },
  bench: { kills: 10, intervalMs: 500 },
}

/** @param {{ redisUrl: string, scale: 'test' | 'bench' }} options */
export async function pubsubKill({ redisUrl, scale }) {
  const size = sizes[scale]
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  })
  await redis.connect()
  let killed = 0
  try {
    for (let i = 0; i < size.kills; i++) {
      await sleep(size.intervalMs)
      killed += Number(await redis.call('CLIENT', 'KILL', 'TYPE', 'pubsub'))
    }
    await sleep(size.intervalMs)
  } finally {
    redis.disconnect()
  }
  return { kills: size.kills, connectionsKilled: killed }
}
