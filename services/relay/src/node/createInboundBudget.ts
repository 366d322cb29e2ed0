import type { Duplex } from 'node:stream'
import type { RelayLimits } from '../core/types.js'
import { relayCloseCodes } from '../rpc/relayErrorCodes.js'
import type {
  ReceiverState,
  SocketClosers,
  SocketState,
} from './SocketState.js'

/** Input held per socket and over the node. */
export type InboundBudget = {
  /**
   * Starts measuring a socket: after every chunk ws has parsed, what its
   * receiver holds (reading ws 8's internals; without them only the
   * unfinished-message timeout and the receiver's share are lost).
   */
  watch(state: SocketState): void
  /**
   * Re-measures a socket's input (receiver + queued frames), notes when an
   * unfinished message started and enforces `maxInboundBytesTotal`.
   */
  measure(state: SocketState): void
  /**
   * A frame of `size` waits for an earlier one: it counts as input, and
   * past one frame's worth the socket is not read until they are handled.
   */
  queue(state: SocketState, size: number): void
  /** A queued frame was handled: reading resumes when below the mark. */
  handled(state: SocketState, size: number): void
  /** Closes (4012) sockets whose message stayed unfinished too long. */
  closeUnfinished(now: number): void
  /** Takes a gone socket out of the total. */
  release(state: SocketState): void
  /** Unfinished and queued input of all sockets, bytes. */
  total(): number
}

export type CreateInboundBudgetParameters = {
  limits: Pick<
    RelayLimits,
    'maxFrameBytes' | 'maxInboundBytesTotal' | 'partialMessageTimeoutMs'
  >
  /** The coarse clock, updated every tick (frames need no Date.now()). */
  clock: { readonly now: number }
  closers: SocketClosers
}

/**
 * One IP's share of the node's input budget: a quarter of
 * `maxInboundBytesTotal`, never less than two frames.
 */
function ipInboundShare(
  limits: Pick<RelayLimits, 'maxFrameBytes' | 'maxInboundBytesTotal'>,
): number {
  return Math.max(2 * limits.maxFrameBytes, limits.maxInboundBytesTotal / 4)
}

/**
 * The node-wide input budget and the unfinished-message timeout: counts
 * what ws's receiver holds of messages still arriving plus the text of
 * frames waiting for an earlier one; the socket that takes the node past
 * `maxInboundBytesTotal` is cut (4011), and one whose message stays
 * unfinished for `partialMessageTimeoutMs` is closed (4012).
 *
 * Fair share: while one IP holds more than `ipInboundShare` of input, its
 * sockets that hold some are not read (their bytes wait in the kernel:
 * no copying, unmasking or garbage for them while everyone else's frames
 * go on), until the IP is back under half its share. Their unfinished
 * messages still time out (4012).
 */
export function createInboundBudget({
  limits,
  clock,
  closers,
}: CreateInboundBudgetParameters): InboundBudget {
  const { maxFrameBytes } = limits
  const share = ipInboundShare(limits)
  let inboundTotal = 0
  /** Sockets with an unfinished message. */
  const partial = new Set<SocketState>()
  /** Input held per IP (only IPs holding some). */
  const perIp = new Map<string, number>()
  /** Sockets not read for their IP's share, by IP. */
  const ipPaused = new Map<string, Set<SocketState>>()

  /** Adds `bytes` (may be negative) to the IP's input; its new total. */
  function countIp(ip: string, bytes: number): number {
    const held = (perIp.get(ip) ?? 0) + bytes
    if (held > 0) perIp.set(ip, held)
    else perIp.delete(ip)
    return held
  }

  function pauseForIp(state: SocketState): void {
    if (state.ipPaused) return
    state.ipPaused = true
    let paused = ipPaused.get(state.ip)
    if (!paused) {
      paused = new Set()
      ipPaused.set(state.ip, paused)
    }
    paused.add(state)
    state.ws.pause()
  }

  /** Reads the IP's sockets again once it is under half its share. */
  function resumeIp(ip: string, held: number): void {
    if (held > share / 2) return
    const paused = ipPaused.get(ip)
    if (!paused) return
    ipPaused.delete(ip)
    for (const state of paused) {
      state.ipPaused = false
      if (!state.paused && !state.closing) state.ws.resume()
    }
  }

  function measure(state: SocketState): void {
    if (state.gone) return
    const r = state.receiver
    const held = r
      ? r._bufferedBytes + r._messageLength + (r._writableState?.length ?? 0)
      : 0
    const inbound = held + state.queued
    const change = inbound - state.inbound
    inboundTotal += change
    state.inbound = inbound
    if (change !== 0) {
      const ipHeld = countIp(state.ip, change)
      if (change > 0 && ipHeld > share) pauseForIp(state)
      else if (change < 0) resumeIp(state.ip, ipHeld)
    }
    const unfinished =
      r !== undefined &&
      (r._state !== 0 || r._fragmented !== 0 || r._bufferedBytes > 0)
    if (!unfinished) {
      state.partialSince = undefined
      partial.delete(state)
    } else if (state.partialSince === undefined) {
      state.partialSince = clock.now
      partial.add(state)
    }
    if (inboundTotal > limits.maxInboundBytesTotal)
      closers.cut(
        state,
        relayCloseCodes.overloaded,
        `Overloaded: ${inboundTotal} bytes of input held on this relay, limit ${limits.maxInboundBytesTotal}`,
      )
  }

  return {
    watch(state) {
      const ws = state.ws as unknown as {
        _receiver?: ReceiverState
        _socket?: Duplex
      }
      const receiver = ws._receiver
      state.receiver =
        receiver && '_bufferedBytes' in receiver ? receiver : undefined
      // ws has handled the chunk when this listener runs (it listens first).
      ws._socket?.on('data', () => measure(state))
    },
    measure,
    queue(state, size) {
      state.queued += size
      if (state.queued > maxFrameBytes && !state.paused) {
        state.paused = true
        state.ws.pause()
      }
    },
    handled(state, size) {
      state.queued -= size
      if (state.paused && state.queued <= maxFrameBytes) {
        state.paused = false
        if (!state.ipPaused) state.ws.resume()
      }
      measure(state)
    },
    closeUnfinished(now) {
      for (const state of partial)
        if (
          !state.closing &&
          state.partialSince !== undefined &&
          now - state.partialSince >= limits.partialMessageTimeoutMs
        ) {
          // Nothing more is read from it; its bytes stay counted until cut.
          state.ws.pause()
          closers.close(
            state,
            relayCloseCodes.partialMessage,
            `Unfinished message for over ${limits.partialMessageTimeoutMs} ms`,
          )
        }
    },
    release(state) {
      inboundTotal -= state.inbound
      const ipHeld = countIp(state.ip, -state.inbound)
      state.inbound = 0
      partial.delete(state)
      if (state.ipPaused) {
        state.ipPaused = false
        const paused = ipPaused.get(state.ip)
        paused?.delete(state)
        if (paused?.size === 0) ipPaused.delete(state.ip)
      }
      resumeIp(state.ip, ipHeld)
    },
    total: () => inboundTotal,
  }
}
