import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
} from '@latch/common/embedded-protocol'
import {
  EmbeddedRequestAbortedError,
  EmbeddedWalletLoadError,
} from '@latch/core'

/** SPEC §4: created → ready (READY + 500 ms) → initialised, or failed. */
type FrameState = 'created' | 'ready' | 'initialised' | 'failed'

export type FrameLoaderParameters = {
  /** @default 20_000 */
  loadTimeout?: number | undefined
  /** @default 500 */
  readyDelay?: number | undefined
  /** The error for an INIT_ERROR message ('origin not allowed', …). */
  toInitError(message: unknown): Error
  /** The frame failed (load timeout or INIT_ERROR), before anyone waits. */
  onFail(error: Error): void
}

export type FrameLoader = {
  readonly state: FrameState
  /** Resolves when initialised; rejects with the failure. */
  readonly ready: Promise<void>
  /** Feeds READY and INIT_ERROR. */
  onEvent(name: string, payload: unknown): void
  /** Stops the timers (the frame is gone). */
  stop(): void
}

/**
 * Follows the frame's start (SPEC §4, §9): READY then 500 ms makes it
 * initialised; no READY within 20 s is 'Network Error - Could not load
 * embedded wallet' (iframe_load_failed); INIT_ERROR fails it with the
 * mapped error ('origin not allowed', 'invalid key', 'JWT not yet valid').
 */
export function createFrameLoader(
  parameters: FrameLoaderParameters,
): FrameLoader {
  const {
    loadTimeout = FRAME_LOAD_TIMEOUT_MS,
    readyDelay = FRAME_READY_DELAY_MS,
  } = parameters
  let state: FrameState = 'created'
  let resolve!: () => void
  let reject!: (error: Error) => void
  const ready = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  // Callers attach later; a failure must not be an unhandled rejection.
  ready.catch(() => {})
  let delay: ReturnType<typeof setTimeout> | undefined
  const fail = (error: Error) => {
    if (state === 'initialised' || state === 'failed') return
    state = 'failed'
    clearTimeout(timer)
    clearTimeout(delay)
    parameters.onFail(error)
    reject(error)
  }
  const timer = setTimeout(
    () => fail(new EmbeddedWalletLoadError()),
    loadTimeout,
  )
  return {
    get state() {
      return state
    },
    ready,
    onEvent(name, payload) {
      if (name === 'INIT_ERROR') {
        const message = (payload as { message?: unknown } | null)?.message
        return fail(parameters.toInitError(message))
      }
      if (name !== 'READY' || state !== 'created') return
      state = 'ready'
      clearTimeout(timer)
      delay = setTimeout(() => {
        if (state !== 'ready') return
        state = 'initialised'
        resolve()
      }, readyDelay)
    },
    stop() {
      clearTimeout(timer)
      clearTimeout(delay)
      if (state === 'initialised' || state === 'failed') return
      state = 'failed'
      reject(new EmbeddedRequestAbortedError())
    },
  }
}
