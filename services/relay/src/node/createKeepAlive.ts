import type { RelayLimits } from '../core/types.js'
import { relayCloseCodes } from '../rpc/relayErrorCodes.js'
import type { SocketClosers, SocketState } from './SocketState.js'

/** Pings and the idle timeout, one slot of sockets per tick. */
export type KeepAlive = {
  /** Time between two ticks, ms: `pingIntervalMs / slots`. */
  readonly tickMs: number
  /** Puts a socket in the next slot until it closes. */
  add(state: SocketState): void
  /**
   * Pings the sockets of the next slot: one that missed the previous pong
   * is terminated, one without a subscription and without a frame for
   * `idleTimeoutMs` is closed (4009).
   */
  pingNextSlot(now: number): void
}

export type CreateKeepAliveParameters = {
  limits: Pick<RelayLimits, 'pingIntervalMs' | 'idleTimeoutMs'>
  closers: SocketClosers
}

/**
 * WebSocket pings every `pingIntervalMs` (the SDK on Node drops a socket
 * after 35 s without one) and the idle timeout, checked at each socket's
 * ping. Sockets are spread over one slot per 50 ms of the interval (400
 * for 20 s), one pinged per tick, so thousands of sockets never get their
 * pings (and send their pongs) in one burst: 10,000 sockets are 25 pings a
 * tick (in 20 slots they were 500, a 15–20 ms stall every second).
 */
export function createKeepAlive({
  limits,
  closers,
}: CreateKeepAliveParameters): KeepAlive {
  const { pingIntervalMs, idleTimeoutMs } = limits
  // Slot k is pinged at ticks k, k + slots, …: every pingIntervalMs each.
  const slots = Math.max(1, Math.floor(pingIntervalMs / 50))
  const slotSockets = Array.from(
    { length: slots },
    () => new Set<SocketState>(),
  )
  let nextSlot = 0
  let tick = 0

  return {
    tickMs: pingIntervalMs / slots,
    add(state) {
      const slot = slotSockets[nextSlot++ % slots] as Set<SocketState>
      slot.add(state)
      state.ws.on('pong', () => {
        state.alive = true
      })
      state.ws.on('close', () => slot.delete(state))
    },
    pingNextSlot(now) {
      const slot = slotSockets[tick++ % slots] as Set<SocketState>
      for (const state of slot) {
        if (!state.alive) {
          state.ws.terminate()
          continue
        }
        state.alive = false
        state.ws.ping()
        if (
          state.connection.topics.size === 0 &&
          now - state.lastFrameAt >= idleTimeoutMs
        )
          closers.close(
            state,
            relayCloseCodes.idle,
            `Idle: no frame and no subscription for ${Math.round(idleTimeoutMs / 1000)} s`,
          )
      }
    },
  }
}
