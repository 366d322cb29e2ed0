// R3: storage flood. Several publishers on one IP, each with its own JWT
// client id, store large messages with the longest ttl (30 days) on fresh
// topics as fast as they are let. Mailbox byte caps (per topic, per client
// id, per store) and the per-IP rate must stop them.
import { randomBytes } from 'node:crypto'
import { attackerAddress } from '../../attackerAddress.mjs'
import { answerKey, createTally } from '../../tally.mjs'
import { connectRelayClient } from '../connectRelayClient.mjs'

const sizes = {
  test: { publishers: 6, messages: 50, messageBytes: 128 * 1024, parallel: 4 },
  bench: {
    publishers: 12,
    messages: 120,
    messageBytes: 256 * 1024,
    parallel: 8,
  },
}

/** @param {{ url: string, scale: 'test' | 'bench' }} options */
export async function storageFlood({ url, scale }) {
  const size = sizes[scale]
  const publishes = createTally()
  const publishers = await Promise.all(
    Array.from({ length: size.publishers }, () =>
      connectRelayClient(url, { localAddress: attackerAddress(4) }),
    ),
  )
  let storedBytes = 0
  await Promise.all(
    publishers.map(async (client) => {
      let next = 0
      const worker = async () => {
        while (next < size.messages) {
          next++
          const head = `r3-${randomBytes(12).toString('hex')}-`
          const message = head + 'x'.repeat(size.messageBytes - head.length)
          const answer = await client.request('irn_publish', {
            topic: randomBytes(32).toString('hex'),
            message,
            ttl: 2_592_000,
            tag: 1108,
          })
          publishes.add(answerKey(answer))
          if (answer.result === true) storedBytes += size.messageBytes
        }
      }
      await Promise.all(Array.from({ length: size.parallel }, worker))
    }),
  )
  await Promise.all(publishers.map((client) => client.terminate()))
  return { publishes: publishes.counts, storedBytes }
}
