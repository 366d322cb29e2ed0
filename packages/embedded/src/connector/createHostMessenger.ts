import {
  APP_PREFIX,
  type AppRequestName,
  type AppRequestPayloads,
  type AppRequestResults,
  FRAME_PREFIX,
  type FrameEnvelope,
  type FrameEventName,
} from '@latch/common/embedded-protocol'
import {
  EmbeddedRequestAbortedError,
  EmbeddedWalletTimeoutError,
} from '@latch/core'

/** The parts of a window the messenger posts to (the frame's). */
export type FrameWindow = {
  postMessage(message: unknown, origin: string): void
}

/** The parts of a window the messenger listens on (the host page's). */
export type MessageTarget = {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent) => void,
  ): void
  removeEventListener(
    type: 'message',
    listener: (event: MessageEvent) => void,
  ): void
}

type RequestOptions = {
  /** No answer within this → reported as timed out, then aborted. */
  timeout?: number | undefined
  /** Aborts the request; rejects with the signal's reason when it is an Error (not a plain AbortError). */
  signal?: AbortSignal | undefined
}

export type HostMessengerParameters = {
  /** The frame's window (`iframe.contentWindow`): the only accepted source. */
  getFrameWindow(): FrameWindow | null | undefined
  /** The service's origin: the post target and the only accepted origin. */
  origin: string
  /** Where the frame's messages arrive (the host `window`). */
  target: MessageTarget
  /** A frame event (`READY`, `APPROVAL_OPEN`, …) with its raw payload. */
  onEvent(name: FrameEventName, payload: unknown): void
  /** A request timed out (SPEC §8 iframe_request_timeout). */
  onTimeout?(error: EmbeddedWalletTimeoutError): void
  /** Turns an `_ERROR` payload into the error the request rejects with. */
  toError(payload: unknown, name: AppRequestName): Error
  /** @default crypto.randomUUID */
  randomId?: (() => string) | undefined
}

export type HostMessenger = {
  request<N extends AppRequestName>(
    name: N,
    payload: AppRequestPayloads[N],
    options?: RequestOptions,
  ): Promise<AppRequestResults[N]>
  /** Rejects every pending request with `error`. */
  abortAll(error: Error): void
  /** Number of requests waiting for an answer. */
  readonly pending: number
  /** Stops listening; pending requests are aborted. */
  stop(): void
}

const eventNames: ReadonlySet<string> = new Set<FrameEventName>([
  'READY',
  'INIT_ERROR',
  'APPROVAL_OPEN',
  'APPROVAL_CLOSE',
  'APPROVAL_SIZE',
  'SESSION_ENDED',
  'ACCOUNTS_CHANGED',
  'CHAIN_CHANGED',
  'LOG',
])

type Pending = {
  readonly name: AppRequestName
  resolve(value: unknown): void
  reject(error: Error): void
}

/**
 * The host side of the window-message protocol (SPEC §4, §7): each request
 * goes out as `{ latch: 1, type: '@latch-app/NAME', id, payload }` to the
 * service origin only (never `'*'`), and is settled by the one
 * `_SUCCESS` / `_ERROR` reply with its id and name that comes from the
 * frame's window on the service origin. Anything else is ignored.
 */
export function createHostMessenger(
  parameters: HostMessengerParameters,
): HostMessenger {
  const { origin, target, onEvent, toError } = parameters
  const randomId = parameters.randomId ?? (() => crypto.randomUUID())
  const pending = new Map<string, Pending>()

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return
    const frame = parameters.getFrameWindow()
    if (!frame || event.source !== frame) return
    const data = event.data as Partial<FrameEnvelope> | null | undefined
    if (typeof data !== 'object' || data === null || data.latch !== 1) return
    const { type, id } = data
    if (typeof type !== 'string' || !type.startsWith(FRAME_PREFIX)) return
    const name = type.slice(FRAME_PREFIX.length)
    if (eventNames.has(name))
      return onEvent(name as FrameEventName, data.payload)
    if (typeof id !== 'string') return
    const request = pending.get(id)
    if (!request) return
    if (name === `${request.name}_SUCCESS`) request.resolve(data.payload)
    else if (name === `${request.name}_ERROR`)
      request.reject(toError(data.payload, request.name))
  }
  target.addEventListener('message', onMessage)

  return {
    request(name, payload, options = {}) {
      return new Promise((resolve, reject) => {
        const { signal, timeout } = options
        // A plain abort() gives a DOMException 'AbortError': ours instead.
        const aborted = (reason: unknown) =>
          reason instanceof Error && reason.name !== 'AbortError'
            ? reason
            : new EmbeddedRequestAbortedError({ cause: reason })
        if (signal?.aborted) return reject(aborted(signal.reason))
        const id = randomId()
        let timer: ReturnType<typeof setTimeout> | undefined
        const onAbort = () => settle.reject(aborted(signal?.reason))
        const done = () => {
          pending.delete(id)
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
        }
        const settle: Pending = {
          name,
          resolve(value) {
            done()
            resolve(value as AppRequestResults[typeof name])
          },
          reject(error) {
            done()
            reject(error)
          },
        }
        pending.set(id, settle)
        signal?.addEventListener('abort', onAbort)
        if (timeout !== undefined)
          timer = setTimeout(() => {
            const error = new EmbeddedWalletTimeoutError({ request: name })
            parameters.onTimeout?.(error)
            settle.reject(new EmbeddedRequestAbortedError({ cause: error }))
          }, timeout)
        const envelope: FrameEnvelope = {
          latch: 1,
          type: `${APP_PREFIX}${name}`,
          id,
          payload,
        }
        const frame = parameters.getFrameWindow()
        try {
          // SPEC §8's internal text for a request with no frame window.
          if (!frame) throw new Error('W3mFrame: iframe is not set')
          frame.postMessage(envelope, origin)
        } catch (error) {
          settle.reject(new EmbeddedRequestAbortedError({ cause: error }))
        }
      })
    },
    abortAll(error) {
      for (const request of [...pending.values()]) request.reject(error)
    },
    get pending() {
      return pending.size
    },
    stop() {
      target.removeEventListener('message', onMessage)
      for (const request of [...pending.values()])
        request.reject(new EmbeddedRequestAbortedError())
    },
  }
}
