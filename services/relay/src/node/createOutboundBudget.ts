import type { RelayLimits } from '../core/types.js'
import { relayCloseCodes } from '../rpc/relayErrorCodes.js'
import type { SocketClosers, SocketState } from './SocketState.js'

/** Unwritten output, per socket and over the node. */
export type OutboundBudget = {
  /**
   * Re-measures a socket's unwritten output (after a send, and when a
   * write completes), wakes its `drained` waiters and enforces the node's
   * `maxBufferedBytesTotal`.
   */
  measure(state: SocketState): void
  /** Resolves once the socket's output is at most `bytes`, or it is gone. */
  drained(state: SocketState, bytes: number): Promise<void>
  /** Takes a gone socket out of the total and wakes its waiters. */
  release(state: SocketState): void
  /** Unwritten output of all sockets, bytes, as last measured. */
  total(): number
}

export type CreateOutboundBudgetParameters = {
  limits: Pick<RelayLimits, 'maxBufferedBytesTotal'>
  /** The sockets the adapter holds, to find the largest consumers. */
  states: ReadonlySet<SocketState>
  closers: SocketClosers
}

/**
 * The node-wide output budget over ws's `bufferedAmount`: past
 * `maxBufferedBytesTotal` the sockets with the most unwritten output are
 * cut (4011) until it fits. Also backs `RelaySocket.drained`, the wait the
 * core's backlog delivery paces itself with. (The per-socket slow-consumer
 * close is the core's, in `createSocketOutput`.)
 */
export function createOutboundBudget({
  limits,
  states,
  closers,
}: CreateOutboundBudgetParameters): OutboundBudget {
  let bufferedTotal = 0

  /** Cuts the largest consumers until the output fits the budget. */
  function shed(): void {
    // Sockets are re-measured on send and on drain, so a figure may be
    // stale-high (written since): measure all before cutting anyone.
    bufferedTotal = 0
    for (const state of states) {
      if (state.gone) continue
      state.buffered = state.ws.bufferedAmount
      bufferedTotal += state.buffered
    }
    while (bufferedTotal > limits.maxBufferedBytesTotal) {
      let largest: SocketState | undefined
      for (const state of states)
        if (!state.gone && (!largest || state.buffered > largest.buffered))
          largest = state
      if (!largest || largest.buffered === 0) return
      closers.cut(
        largest,
        relayCloseCodes.overloaded,
        `Overloaded: ${bufferedTotal} bytes unwritten on this relay, limit ${limits.maxBufferedBytesTotal}`,
      )
    }
  }

  return {
    measure(state) {
      if (state.gone) return
      const buffered = state.ws.bufferedAmount
      bufferedTotal += buffered - state.buffered
      state.buffered = buffered
      if (state.waiters.length > 0) {
        const ready = state.waiters.filter((w) => buffered <= w.bytes)
        if (ready.length > 0) {
          state.waiters = state.waiters.filter((w) => buffered > w.bytes)
          for (const waiter of ready) waiter.resolve()
        }
      }
      if (bufferedTotal > limits.maxBufferedBytesTotal) shed()
    },
    drained(state, bytes) {
      return state.gone || state.ws.bufferedAmount <= bytes
        ? Promise.resolve()
        : new Promise<void>((resolve) => state.waiters.push({ bytes, resolve }))
    },
    release(state) {
      bufferedTotal -= state.buffered
      state.buffered = 0
      for (const waiter of state.waiters.splice(0)) waiter.resolve()
    },
    total: () => bufferedTotal,
  }
}
