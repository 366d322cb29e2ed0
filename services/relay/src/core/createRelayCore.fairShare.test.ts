import { describe, expect, it } from 'vitest'
import { createMemoryBus } from '../bus/createMemoryBus.js'
import { createMemoryStore } from '../store/createMemoryStore.js'
import { createRelayCore } from './createRelayCore.js'

// Work of one address that takes a millisecond or more (large frames,
// fetch pages) waits in that address's line: small frames of others are
// answered at once, and another address's large frame goes ahead of the
// flood's later ones. Order of answers, not time, is what is checked.

const topicOf = (n: number) => n.toString(16).padStart(64, '0')
const big = (n: number) => `${String(n).padStart(4, '0')}${'A'.repeat(40_000)}`

function setup() {
  const core = createRelayCore({
    store: createMemoryStore(),
    bus: createMemoryBus(),
    limits: {
      publishPerSecond: 1e6,
      clientPublishPerSecond: 1e6,
      ipPublishPerSecond: 1e6,
      ipPublishBytesPerSecond: 1e9,
    },
  })
  /** Answers in the order they went out, as `<who>:<id>`. */
  const answers: string[] = []
  const pages: number[] = []
  const connect = (who: string, ip: string) => {
    const connection = core.open(
      {
        send: (text) => {
          const frame = JSON.parse(text)
          if (frame.method !== undefined) return
          if (frame.error) throw new Error(JSON.stringify(frame.error))
          answers.push(`${who}:${frame.id}`)
          if (frame.result?.messages) pages.push(frame.result.messages.length)
        },
        close: () => {},
      },
      `did:key:z${who}`,
      ip,
    )
    let id = 0
    return (method: string, params: unknown) =>
      core.receive(
        connection,
        JSON.stringify({ id: ++id, jsonrpc: '2.0', method, params }),
      )
  }
  return { connect, answers, pages }
}

describe('fair share between addresses', () => {
  it('large publishes of one address queue behind a small frame and another address’s large one', async () => {
    const { connect, answers } = setup()
    const flood = connect('flood', '10.0.0.1')
    const small = connect('small', '10.0.0.2')
    const other = connect('other', '10.0.0.3')
    const work = Array.from({ length: 8 }, (_, i) =>
      flood('irn_publish', { topic: topicOf(i), message: big(i), ttl: 300 }),
    )
    work.push(
      small('irn_publish', { topic: topicOf(100), message: 'AQ==', ttl: 300 }),
    )
    work.push(
      other('irn_publish', {
        topic: topicOf(101),
        message: big(101),
        ttl: 300,
      }),
    )
    await Promise.all(work)
    expect(answers).toHaveLength(10)
    // The small frame is handled as it arrives, ahead of every large one.
    expect(answers[0]).toBe('small:1')
    // The other address waits for at most one of the flood's frames.
    expect(answers.indexOf('other:1')).toBeLessThanOrEqual(2)
    // The flood's own frames keep their order.
    const flooded = answers.filter((a) => a.startsWith('flood:'))
    expect(flooded).toEqual(
      Array.from({ length: 8 }, (_, i) => `flood:${i + 1}`),
    )
  })

  it('fetch pages of one address are built one at a time, in turn with others', async () => {
    const { connect, answers, pages } = setup()
    const filler = connect('filler', '10.0.0.9')
    for (let i = 0; i < 20; i++)
      await filler('irn_publish', {
        topic: topicOf(7),
        message: big(i),
        ttl: 300,
      })
    // Six clients behind one address, each owed the whole mailbox.
    const fetchers = Array.from({ length: 6 }, (_, i) =>
      connect(`fetcher${i}`, '10.0.0.1'),
    )
    const small = connect('small', '10.0.0.2')
    const reader = connect('reader', '10.0.0.3')
    answers.length = 0
    const work = fetchers.map((fetcher) =>
      fetcher('irn_batchFetchMessages', { topics: Array(50).fill(topicOf(7)) }),
    )
    work.push(small('irn_subscribe', { topic: topicOf(8) }))
    work.push(reader('irn_fetchMessages', { topic: topicOf(7) }))
    await Promise.all(work)
    expect(answers[0]).toBe('small:1')
    expect(answers.indexOf('reader:1')).toBeLessThanOrEqual(2)
    expect(pages).toEqual(Array(7).fill(20))
  })
})
