import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createKeepAlive } from './createKeepAlive.js'
import type { SocketState } from './SocketState.js'

/** A socket as the keep-alive sees it: ping, terminate, pong and close. */
function socket(name: string, log: string[], subscribed = true): SocketState {
  const ws = Object.assign(new EventEmitter(), {
    ping: () => log.push(`ping ${name}`),
    terminate: () => log.push(`terminate ${name}`),
  })
  return {
    ws,
    connection: { topics: new Map(subscribed ? [['t', 's']] : []) },
    alive: true,
    lastFrameAt: 0,
  } as unknown as SocketState
}

describe('createKeepAlive', () => {
  it('pings one slot per tick and terminates a socket that missed its pong', () => {
    const log: string[] = []
    // 100 ms / 50 → 2 slots, one tick every 50 ms.
    const keepAlive = createKeepAlive({
      limits: { pingIntervalMs: 100, idleTimeoutMs: 60_000 },
      closers: { close: () => {}, cut: () => {} },
    })
    expect(keepAlive.tickMs).toBe(50)
    const [a, b, c] = ['a', 'b', 'c'].map((name) => socket(name, log))
    for (const state of [a, b, c]) keepAlive.add(state as SocketState)
    keepAlive.pingNextSlot(0)
    expect(log.splice(0)).toEqual(['ping a', 'ping c'])
    keepAlive.pingNextSlot(50)
    expect(log.splice(0)).toEqual(['ping b'])
    c?.ws.emit('pong')
    keepAlive.pingNextSlot(100)
    expect(log.splice(0)).toEqual(['terminate a', 'ping c'])
    b?.ws.emit('close')
    keepAlive.pingNextSlot(150)
    expect(log).toEqual([])
  })

  it('closes idle sockets without a subscription at their ping (4009)', () => {
    const log: string[] = []
    // One slot: every socket is pinged at each tick.
    const keepAlive = createKeepAlive({
      limits: { pingIntervalMs: 50, idleTimeoutMs: 1_000 },
      closers: {
        close: (state, code) =>
          log.push(`close ${state === idle ? 'idle' : 'busy'} ${code}`),
        cut: () => {},
      },
    })
    const idle = socket('idle', log, false)
    keepAlive.add(idle)
    const busy = socket('busy', log, true)
    keepAlive.add(busy)
    keepAlive.pingNextSlot(999)
    expect(log.splice(0)).toEqual(['ping idle', 'ping busy'])
    idle.ws.emit('pong')
    busy.ws.emit('pong')
    keepAlive.pingNextSlot(1_000)
    expect(log).toEqual(['ping idle', 'close idle 4009', 'ping busy'])
  })
})
