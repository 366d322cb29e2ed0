// The relay attacks of issue #7, by id: what each one is and how it runs
// against a relay at `url` with the limits the relay was started with.
import { sleep } from '../../lib/stats.mjs'
import { batchFetchFlood } from './attacks/batchFetchFlood.mjs'
import { idleAuthenticated } from './attacks/idleAuthenticated.mjs'
import { oversizedFrames } from './attacks/oversizedFrames.mjs'
import { partialFrames } from './attacks/partialFrames.mjs'
import { pubsubKill } from './attacks/pubsubKill.mjs'
import { silentSockets } from './attacks/silentSockets.mjs'
import { slowConsumers } from './attacks/slowConsumers.mjs'
import { storageFlood } from './attacks/storageFlood.mjs'

const MiB = 1024 * 1024

/**
 * @typedef {{ url: string, scale: 'test' | 'bench', redisUrl?: string, limits: import('./relayLimits.mjs').RelayAbuseLimits }} RelayAttackContext
 * @typedef {{ id: string, title: string, redisOnly?: boolean, limits?: Record<string, number>, run(context: RelayAttackContext): Promise<Record<string, unknown>> }} RelayAttack
 */

/**
 * No attack: the normal client alone for about as long as an attack runs.
 * Its p99 is what each attack's is compared with (≤ 3×, issue #19).
 * @type {RelayAttack}
 */
export const relayQuiet = {
  id: 'R0',
  title: 'no attack (quiet baseline)',
  run: async () => {
    await sleep(6_000)
    return {}
  },
}

/** @type {RelayAttack[]} */
export const relayAttacks = [
  {
    id: 'R1',
    title: 'batchFetch same topic ×N, non-reading sockets',
    run: ({ url, scale, limits }) =>
      batchFetchFlood({ url, scale, maxBatchSize: limits.maxBatchSize }),
  },
  {
    id: 'R2',
    title: 'slow consumers (10 non-reading subscribers)',
    // Mailbox caps out of the way: the socket buffer caps are under test.
    limits: {
      LATCH_RELAY_MAX_TOPIC_BYTES: 64 * MiB,
      LATCH_RELAY_MAX_CLIENT_BYTES: 64 * MiB,
      LATCH_RELAY_MAX_STORE_BYTES: 64 * MiB,
      LATCH_RELAY_MAX_IP_BYTES: 64 * MiB,
    },
    run: ({ url, scale }) => slowConsumers({ url, scale }),
  },
  {
    id: 'R3',
    title: 'storage flood (30-day messages, many client ids)',
    run: ({ url, scale }) => storageFlood({ url, scale }),
  },
  {
    id: 'R4a',
    title: 'silent TCP sockets (no upgrade)',
    run: ({ url, scale, limits }) =>
      silentSockets({ url, scale, holdMs: limits.handshakeTimeoutMs + 2_000 }),
  },
  {
    id: 'R4b',
    title: 'authenticated idle sockets',
    run: ({ url, scale, limits }) =>
      idleAuthenticated({
        url,
        scale,
        holdMs: limits.idleTimeoutMs + limits.pingIntervalMs + 2_000,
      }),
  },
  {
    id: 'R4c',
    title: 'unfinished fragmented messages',
    run: ({ url, scale, limits }) =>
      partialFrames({
        url,
        scale,
        holdMs: limits.partialMessageTimeoutMs + 2_000,
      }),
  },
  {
    id: 'R4d',
    title: 'oversized frames',
    run: ({ url, scale, limits }) =>
      oversizedFrames({ url, scale, maxFrameBytes: limits.maxFrameBytes }),
  },
  {
    id: 'R5',
    title: 'Redis pub/sub connection killed',
    redisOnly: true,
    run: ({ redisUrl, scale }) => {
      if (!redisUrl) throw new Error('R5 needs Redis')
      return pubsubKill({ redisUrl, scale })
    },
  },
]

/**
 * The quiet baseline or the attack with this id.
 * @param {string} id
 * @returns {RelayAttack}
 */
export function findRelayAttack(id) {
  const definition = [relayQuiet, ...relayAttacks].find((a) => a.id === id)
  if (!definition) throw new Error(`unknown relay attack ${id}`)
  return definition
}
