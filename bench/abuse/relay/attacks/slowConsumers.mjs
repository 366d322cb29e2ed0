// R2: slow consumers. About ten subscribers of one topic stop reading; one
// publisher stays within its rate limit and publishes large messages. The
// relay must not buffer without bound for sockets that do not read: it
// closes them (the messages stay in the mailbox for their next socket).
import { randomBytes } from 'node:crypto'
import { sleep } from '../../../lib/stats.mjs'
import { attackerAddress } from '../../attackerAddress.mjs'
import { answerKey, createTally } from '../../tally.mjs'
import { connectRelayClient } from '../connectRelayClient.mjs'

const sizes = {
  // More per consumer than the kernel's socket buffers absorb (~5 MB).
  test: {
    consumers: 10,
    messages: 200,
    messageBytes: 96 * 1024,
    perSecond: 50,
  },
  bench: {
    consumers: 10,
    messages: 400,
    messageBytes: 128 * 1024,
    perSecond: 80,
  },
}

/** @param {{ url: string, scale: 'test' | 'bench' }} options */
export async function slowConsumers({ url, scale }) {
  const size = sizes[scale]
  const topic = randomBytes(32).toString('hex')
  const consumers = await Promise.all(
    Array.from({ length: size.consumers }, () =>
      connectRelayClient(url, {
        localAddress: attackerAddress(2),
        autoAck: false,
      }),
    ),
  )
  const closes = createTally()
  let ending = false
  for (const client of consumers) {
    client.closed.then(({ code }) => ending || closes.add(`close ${code}`))
    await client.request('irn_subscribe', { topic })
    client.pauseReading()
  }
  const publisher = await connectRelayClient(url, {
    localAddress: attackerAddress(3),
  })
  const publishes = createTally()
  const answers = []
  for (let i = 0; i < size.messages; i++) {
    const head = `r2-${i}-${randomBytes(8).toString('hex')}-`
    const message = head + 'x'.repeat(size.messageBytes - head.length)
    answers.push(
      publisher
        .request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
        .then((answer) => publishes.add(answerKey(answer))),
    )
    await sleep(1000 / size.perSecond)
  }
  await Promise.all(answers)
  await sleep(1_000)
  for (const client of consumers) client.resumeReading()
  await Promise.race([
    Promise.all(consumers.map((c) => c.closed)),
    sleep(2_000),
  ])
  ending = true
  await Promise.all(
    [...consumers, publisher].map((client) => client.terminate()),
  )
  return { publishes: publishes.counts, closes: closes.counts }
}
