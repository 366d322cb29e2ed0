// R1: irn_batchFetchMessages naming one large mailbox's topic hundreds of
// times, from sockets that never read their answers. The mailbox is
// filled first (publishers on another address) as far as the relay lets
// it grow. Without a cap the relay builds and buffers one huge answer per
// request.
import { randomBytes } from 'node:crypto'
import { sleep } from '../../../lib/stats.mjs'
import { attackerAddress } from '../../attackerAddress.mjs'
import { answerKey, createTally } from '../../tally.mjs'
import { connectRelayClient } from '../connectRelayClient.mjs'

const sizes = {
  test: {
    fillers: 4,
    messages: 160,
    messageBytes: 32 * 1024,
    sockets: 4,
    requestsPerSocket: 2,
    holdMs: 2_000,
  },
  bench: {
    fillers: 8,
    messages: 400,
    messageBytes: 64 * 1024,
    sockets: 10,
    requestsPerSocket: 3,
    holdMs: 4_000,
  },
}

/**
 * @param {{ url: string, scale: 'test' | 'bench', maxBatchSize: number }} options
 */
export async function batchFetchFlood({ url, scale, maxBatchSize }) {
  const size = sizes[scale]
  const topic = randomBytes(32).toString('hex')
  const fill = createTally()
  const fillers = await Promise.all(
    Array.from({ length: size.fillers }, () =>
      connectRelayClient(url, { localAddress: attackerAddress(0) }),
    ),
  )
  await Promise.all(
    fillers.map(async (client, f) => {
      for (let i = f; i < size.messages; i += size.fillers) {
        const head = `r1-${i}-${randomBytes(8).toString('hex')}-`
        const message = head + 'x'.repeat(size.messageBytes - head.length)
        fill.add(
          answerKey(
            await client.request('irn_publish', {
              topic,
              message,
              ttl: 2_592_000,
              tag: 1108,
            }),
          ),
        )
      }
    }),
  )
  await Promise.all(fillers.map((client) => client.terminate()))

  const answers = createTally()
  let answerBytes = 0
  let maxAnswerBytes = 0
  const fetchers = await Promise.all(
    Array.from({ length: size.sockets }, () =>
      connectRelayClient(url, {
        localAddress: attackerAddress(1),
        autoAck: false,
      }),
    ),
  )
  const closes = createTally()
  let ending = false
  const requests = []
  for (const client of fetchers) {
    client.closed.then(({ code }) => ending || closes.add(`close ${code}`))
    client.ws.on('message', (data) => {
      answerBytes += data.length
      maxAnswerBytes = Math.max(maxAnswerBytes, data.length)
    })
    client.pauseReading()
    for (let r = 0; r < size.requestsPerSocket; r++)
      requests.push(
        client
          .request(
            'irn_batchFetchMessages',
            { topics: Array(maxBatchSize).fill(topic) },
            { timeoutMs: size.holdMs + 5_000 },
          )
          .then((answer) => answers.add(answerKey(answer))),
      )
  }
  await sleep(size.holdMs)
  for (const client of fetchers) client.resumeReading()
  await Promise.race([Promise.all(requests), sleep(5_000)])
  ending = true
  await Promise.all(fetchers.map((client) => client.terminate()))
  return {
    fill: fill.counts,
    answers: answers.counts,
    closes: closes.counts,
    answerBytes,
    maxAnswerBytes,
  }
}
