import { describe, expect, it } from 'vitest'
import { createMemoryBus } from '../bus/createMemoryBus.js'
import { createMemoryStore } from '../store/createMemoryStore.js'
import { createRelayCore } from './createRelayCore.js'

// A large publish its IP cannot afford is answered from its first bytes,
// with the error the full path gives, and nothing else of it is read.
// Frames go in as bytes, as the socket adapter hands them over.

const topic = 'ab'.repeat(32)
const KiB = 1024

function setup() {
  let time = 1_000_000
  const core = createRelayCore({
    store: createMemoryStore(),
    bus: createMemoryBus(),
    // A 300 KiB byte bucket per IP (the frame cap), refilled at 50 KB/s.
    limits: { ipPublishBytesPerSecond: 50_000, maxFrameBytes: 300 * KiB },
    now: () => time,
  })
  const answers: {
    id: unknown
    result?: unknown
    error?: { code: number; message: string; data?: string }
  }[] = []
  const connection = core.open(
    {
      send: (text) => {
        const frame = JSON.parse(text)
        if (frame.method === undefined) answers.push(frame)
      },
      close: () => {},
    },
    'did:key:zPublisher',
    '10.0.0.9',
  )
  const send = async (text: string) => {
    await core.receive(connection, Buffer.from(text))
    return answers.at(-1)
  }
  return {
    send,
    later: (ms: number) => {
      time += ms
    },
  }
}

/** The official SDK's member order: id, jsonrpc, method, params. */
const publish = (id: number, message: string) =>
  `{"id":${id},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"${message}","ttl":300,"tag":1108}}`

describe('early refusal of large publishes an IP cannot afford', () => {
  it('answers from the first bytes with the full path’s error; an affordable one is stored', async () => {
    const { send, later } = setup()
    expect(await send(publish(1, 'A'.repeat(200 * KiB)))).toMatchObject({
      id: 1,
      result: true,
    })
    // 100 KiB left: a 200 KiB message cannot pass. The same frame in
    // another member order takes the full path: the same answer.
    const early = await send(publish(2, 'B'.repeat(200 * KiB)))
    const full = await send(
      `{"method":"irn_publish","id":3,"jsonrpc":"2.0","params":{"topic":"${topic}","message":"${'B'.repeat(200 * KiB)}","ttl":300}}`,
    )
    expect(early?.error).toMatchObject({ code: 3001, data: 'ipPublishBytes' })
    expect(early?.id).toBe(2)
    expect(full?.id).toBe(3)
    expect(early?.error).toEqual(full?.error)
    // Judged from its head: a frame whose tail is not even JSON gets the
    // same answer (the full path would say "not JSON").
    const broken = publish(4, 'C'.repeat(200 * KiB)).slice(0, -20)
    expect((await send(broken))?.error).toEqual(full?.error)
    // Four seconds refill 200,000 bytes: the publish passes again.
    later(4_000)
    expect(await send(publish(5, 'D'.repeat(200 * KiB)))).toMatchObject({
      id: 5,
      result: true,
    })
  })

  it('leaves to the full path what it cannot judge from bytes alone', async () => {
    const { send } = setup()
    await send(publish(1, 'A'.repeat(250 * KiB)))
    // Non-ASCII or escaped text: a character may take several bytes, so
    // the message may be smaller than the frame says. A broken tail shows
    // which path answered.
    const nonAscii = publish(2, 'é'.repeat(100 * KiB)).slice(0, -20)
    expect((await send(nonAscii))?.error?.message).toMatch(/not JSON/)
    const escaped = publish(3, '\\u0041'.repeat(40 * KiB)).slice(0, -20)
    expect((await send(escaped))?.error?.message).toMatch(/not JSON/)
    // A small message in a frame padded with other members is not refused
    // for the frame's size.
    const padded = `{"id":4,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"AQ==","ttl":300,"pad":"${'x'.repeat(60 * KiB)}"}}`
    expect(await send(padded)).toMatchObject({ id: 4, result: true })
    // Two "message" members: which one is the message is the parser's call.
    const twice = `{"id":5,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":"AQ==","ttl":300,"x":{"message":"${'y'.repeat(60 * KiB)}"}}}`
    expect(await send(twice)).toMatchObject({ id: 5, result: true })
  })
})
