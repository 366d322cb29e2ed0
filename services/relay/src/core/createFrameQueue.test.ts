import { describe, expect, it } from 'vitest'
import { createFairQueue } from './createFairQueue.js'
import { createFrameQueue } from './createFrameQueue.js'
import type { RelayConnection } from './RelayConnection.js'

function connection(): RelayConnection {
  return { tail: undefined } as RelayConnection
}

describe('createFrameQueue', () => {
  it('handles a frame synchronously, without a promise, when nothing is pending', () => {
    const handled: string[] = []
    const receive = createFrameQueue({
      fair: createFairQueue(),
      refuseEarly: () => false,
      handle: (_, text) => {
        handled.push(text)
      },
      onError: () => {},
    })
    const socket = connection()
    expect(receive(socket, 'a')).toBeUndefined()
    expect(receive(socket, 'b')).toBeUndefined()
    expect(handled).toEqual(['a', 'b'])
    expect(socket.tail).toBeUndefined()
  })

  it('runs later frames of a socket after a pending one, in order', async () => {
    const handled: string[] = []
    let finish = () => {}
    const receive = createFrameQueue({
      fair: createFairQueue(),
      refuseEarly: () => false,
      handle: (_, text) => {
        handled.push(`start ${text}`)
        if (text !== 'slow') return
        return new Promise<void>((resolve) => {
          finish = () => {
            handled.push('end slow')
            resolve()
          }
        })
      },
      onError: () => {},
    })
    const socket = connection()
    const other = connection()
    const slow = receive(socket, 'slow')
    const next = receive(socket, 'next')
    expect(slow).toBeInstanceOf(Promise)
    expect(next).toBeInstanceOf(Promise)
    // Another socket is not held up.
    expect(receive(other, 'other')).toBeUndefined()
    expect(handled).toEqual(['start slow', 'start other'])
    finish()
    await next
    expect(handled).toEqual([
      'start slow',
      'start other',
      'end slow',
      'start next',
    ])
    expect(socket.tail).toBeUndefined()
  })

  it('reports throws and rejections and keeps going', async () => {
    const errors: unknown[] = []
    const handled: string[] = []
    const receive = createFrameQueue({
      fair: createFairQueue(),
      refuseEarly: () => false,
      handle: (_, text) => {
        if (text === 'throw') throw new Error('thrown')
        if (text === 'reject') return Promise.reject(new Error('rejected'))
        handled.push(text)
      },
      onError: (error) => errors.push(error),
    })
    const socket = connection()
    expect(receive(socket, 'throw')).toBeUndefined()
    await receive(socket, 'reject')
    expect(receive(socket, 'after')).toBeUndefined()
    expect(handled).toEqual(['after'])
    expect(errors.map((e) => (e as Error).message)).toEqual([
      'thrown',
      'rejected',
    ])
  })
})
