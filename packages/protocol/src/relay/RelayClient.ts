import { ed25519 } from '@noble/curves/ed25519.js'
import { randomBytes } from '@noble/hashes/utils.js'
import { createRelayJwt } from '../auth/createRelayJwt.js'
import { didKeyFromEd25519PublicKey } from '../auth/didKeyFromEd25519PublicKey.js'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
import { hashMessage } from '../crypto/hashMessage.js'
import {
  RelayClosedError,
  RelayConnectionError,
  RelayDisconnectedError,
  RelayError,
  RelayTimeoutError,
} from '../errors/relay.js'
import { getBigIntRpcId } from '../jsonrpc/getBigIntRpcId.js'
import { getUserAgent } from '../utils/getUserAgent.js'
import { Subscribable } from '../utils/Subscribable.js'
import { withRetry } from '../utils/withRetry.js'
import { withTimeout } from '../utils/withTimeout.js'
import { formatRelayUrl } from './formatRelayUrl.js'
import { handleRelayFrame } from './handleRelayFrame.js'
import {
  initialRelayState,
  type RelayAction,
  type RelayState,
  relayReducer,
} from './relayReducer.js'
import type {
  ApproveSessionParameters,
  ProposeSessionParameters,
  PublishParameters,
  RelayClientEvents,
  RelayMessage,
  RelayStatus,
} from './types.js'

/** The part of the WebSocket API the client uses (browser or `ws`). */
export type WebSocketLike = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown }) => void,
  ): void
  addEventListener(
    type: 'close',
    listener: (event: { code: number; reason: string }) => void,
  ): void
  addEventListener(type: 'open' | 'error', listener: () => void): void
  /** `ws` (Node) only: protocol-level ping / pong. */
  ping?(): void
  on?(event: 'pong', listener: () => void): unknown
  terminate?(): void
}

export type WebSocketConstructor = new (url: string) => WebSocketLike

export type RelayClientOptions = {
  /** Relay URL, e.g. `ws://127.0.0.1:8787`; also the JWT `aud`. */
  url: string
  /** Sent verbatim as the `projectId` query parameter. */
  projectId?: string | undefined
  /** 32-byte Ed25519 seed of the client id. @default random (persist it) */
  seed?: Uint8Array | undefined
  /** @default globalThis.WebSocket (in Node 20 pass the `ws` package) */
  WebSocket?: WebSocketConstructor | undefined
  /** Ping the relay every `interval` ms (`ws` only) and drop a dead socket. */
  keepAlive?: false | { interval?: number | undefined } | undefined
  /** Reconnect `attempts` times, `delay` ms doubling (capped at 30 s). */
  reconnect?:
    | false
    | { attempts?: number | undefined; delay?: number | undefined }
    | undefined
  /** Milliseconds a request (or the socket opening) may take. @default 10_000 */
  requestTimeout?: number | undefined
}

type Pending = {
  method: string
  resolve: (result: unknown) => void
  reject: (error: unknown) => void
}

/**
 * A WebSocket connection to a WalletConnect relay. Create it with
 * `createRelayClient`.
 *
 * https://latch.dev/docs/protocol/relay
 */
export class RelayClient extends Subscribable<RelayClientEvents> {
  /** `did:key` of the seed: the JWT `iss` the relay knows this client by. */
  readonly clientId: string
  readonly url: string
  #options: RelayClientOptions
  #seed: Uint8Array
  #sub = generateRandomBytes32()
  #state: RelayState = initialRelayState
  #socket: WebSocketLike | undefined
  #connecting: Promise<void> | undefined
  #pending = new Map<string, Pending>()
  #topics = new Map<string, string>()
  #seen = new Set<string>()
  #keepAlive: ReturnType<typeof setInterval> | undefined

  constructor(options: RelayClientOptions) {
    super()
    this.#options = options
    this.url = options.url
    this.#seed = options.seed ?? randomBytes(32)
    this.clientId = didKeyFromEd25519PublicKey(ed25519.getPublicKey(this.#seed))
  }

  /** Current status; `'idle'` before the first request. */
  get status(): RelayStatus | 'idle' {
    return this.#state.status
  }

  /** Topics this client is (or will be, after a reconnect) subscribed to. */
  get topics(): string[] {
    return [...this.#topics.keys()]
  }

  /** `irn_subscribe`; resolves with the subscription id. */
  async subscribe(topic: string): Promise<string> {
    const id = await this.#request<unknown>('irn_subscribe', { topic })
    const subscriptionId = typeof id === 'string' ? id : this.#localId(topic)
    this.#topics.set(topic, subscriptionId)
    return subscriptionId
  }

  /** `irn_batchSubscribe`, in chunks of 500 topics. */
  async batchSubscribe(topics: readonly string[]): Promise<string[]> {
    const ids: string[] = []
    for (let i = 0; i < topics.length; i += 500) {
      const chunk = topics.slice(i, i + 500)
      const result = await this.#request<unknown>('irn_batchSubscribe', {
        topics: chunk,
      })
      chunk.forEach((topic, j) => {
        const id = Array.isArray(result) ? result[j] : undefined
        const subscriptionId =
          typeof id === 'string' ? id : this.#localId(topic)
        this.#topics.set(topic, subscriptionId)
        ids.push(subscriptionId)
      })
    }
    return ids
  }

  /** `irn_unsubscribe`; the topic is no longer re-subscribed on reconnect. */
  async unsubscribe(topic: string): Promise<void> {
    const id = this.#topics.get(topic) ?? this.#localId(topic)
    this.#topics.delete(topic)
    await this.#request('irn_unsubscribe', { topic, id })
  }

  /** `irn_publish`. */
  async publish({ prompt, ...rest }: PublishParameters): Promise<void> {
    await this.#request('irn_publish', {
      ...rest,
      ...(prompt ? { prompt } : {}),
    })
  }

  /** `wc_proposeSession`: the relay subscribes this client to the pairing topic. */
  async proposeSession(parameters: ProposeSessionParameters): Promise<void> {
    const { pairingTopic, ttl = 300 } = parameters
    this.#topics.set(pairingTopic, this.#localId(pairingTopic))
    await this.#request('wc_proposeSession', { ...parameters, ttl })
  }

  /** `wc_approveSession`: the relay subscribes this client to the session topic. */
  async approveSession(parameters: ApproveSessionParameters): Promise<void> {
    const { sessionTopic, ttl = 300 } = parameters
    this.#topics.set(sessionTopic, this.#localId(sessionTopic))
    await this.#request('wc_approveSession', { ...parameters, ttl })
  }

  /**
   * `irn_fetchMessages` until `hasMore` is false (or a page brings nothing
   * new: a relay may page by acks, which fetching does not send).
   */
  async fetchMessages(topic: string): Promise<RelayMessage[]> {
    const messages = new Map<string, RelayMessage>()
    for (let page = 0; page < 100; page++) {
      const result = await this.#request<{
        messages?: RelayMessage[]
        hasMore?: boolean
      }>('irn_fetchMessages', { topic })
      const before = messages.size
      for (const message of result?.messages ?? [])
        messages.set(`${message.topic}:${message.message}`, message)
      if (!result?.hasMore || messages.size === before) break
    }
    return [...messages.values()]
  }

  /** Closes the socket for good; waiting requests reject with `RelayClosedError`. */
  async close(): Promise<void> {
    this.#dispatch({ type: 'close' })
    this.#rejectPending(new RelayClosedError())
    const socket = this.#socket
    this.#stop()
    if (!socket || socket.readyState >= 2) return
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000)
      socket.addEventListener('close', () => {
        clearTimeout(timer)
        resolve()
      })
      socket.close(1000, 'closed')
    })
  }

  #localId(topic: string): string {
    return hashMessage(topic + this.clientId)
  }

  #dispatch(action: RelayAction): void {
    const previous = this.#state.status
    this.#state = relayReducer(this.#state, action)
    const { status } = this.#state
    if (status !== previous && status !== 'idle') this.notify('status', status)
  }

  #reconnectOptions() {
    const { reconnect } = this.#options
    if (reconnect === false) return { attempts: 0, delay: 0 }
    return {
      attempts: reconnect?.attempts ?? 5,
      delay: reconnect?.delay ?? 2_000,
    }
  }

  #request<result>(method: string, params: object): Promise<result> {
    const id = getBigIntRpcId()
    const frame = JSON.stringify({ id, jsonrpc: '2.0', method, params })
    const timeout = this.#options.requestTimeout ?? 10_000
    // A request cut by a lost socket is sent again after the reconnect.
    return withRetry(
      async () => {
        await this.#connect()
        return withTimeout<result>(
          ({ signal }) =>
            new Promise((resolve, reject) => {
              this.#pending.set(id, {
                method,
                resolve: resolve as (result: unknown) => void,
                reject,
              })
              signal?.addEventListener('abort', () => this.#pending.delete(id))
              this.#socket?.send(frame)
            }),
          {
            timeout,
            errorInstance: new RelayTimeoutError({ method, timeout }),
            signal: true,
          },
        )
      },
      {
        retryCount: Math.max(1, this.#reconnectOptions().attempts),
        delay: 0,
        shouldRetry: ({ error }) => error instanceof RelayDisconnectedError,
      },
    )
  }

  #connect(): Promise<void> {
    if (this.#state.closedByUser) return Promise.reject(new RelayClosedError())
    if (this.#state.status === 'open' && this.#socket) return Promise.resolve()
    this.#connecting ??= this.#run().finally(() => {
      this.#connecting = undefined
    })
    return this.#connecting
  }

  async #run(): Promise<void> {
    this.#dispatch({ type: 'connect' })
    const { attempts, delay } = this.#reconnectOptions()
    try {
      await withRetry(() => this.#open(), {
        retryCount: attempts,
        delay: ({ count }) => Math.min(delay * 2 ** (count - 1), 30_000),
        shouldRetry: () => {
          if (this.#state.closedByUser) return false
          this.#dispatch({ type: 'retry' })
          return true
        },
      })
    } catch (cause) {
      if (this.#state.closedByUser) throw new RelayClosedError()
      this.#dispatch({ type: 'fail' })
      throw new RelayConnectionError({
        url: this.url,
        attempts: attempts + 1,
        cause,
      })
    }
    this.#dispatch({ type: 'open' })
    if (this.#topics.size)
      this.batchSubscribe(this.topics).catch(() => {
        // The next reconnect tries again; requests surface their own errors.
      })
  }

  #open(): Promise<void> {
    const WebSocket =
      this.#options.WebSocket ??
      (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
    if (!WebSocket)
      return Promise.reject(
        new RelayConnectionError({
          url: this.url,
          attempts: 0,
          reason: 'No WebSocket implementation: pass the `ws` package.',
        }),
      )
    const timeout = this.#options.requestTimeout ?? 10_000
    const url = formatRelayUrl({
      url: this.url,
      auth: createRelayJwt({ seed: this.#seed, aud: this.url, sub: this.#sub }),
      projectId: this.#options.projectId,
      ua: getUserAgent(),
    })
    return withTimeout(
      ({ signal }) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(url)
          let opened = false
          signal?.addEventListener('abort', () => socket.close())
          // A close event always follows; without a listener `ws` throws.
          socket.addEventListener('error', () => {})
          socket.addEventListener('open', () => {
            if (this.#state.closedByUser) {
              socket.close(1000, 'closed')
              return reject(new RelayClosedError())
            }
            opened = true
            this.#socket = socket
            this.#startKeepAlive(socket)
            resolve()
          })
          socket.addEventListener('close', (event) => {
            const error = new RelayDisconnectedError({
              code: event.code,
              reason: event.reason,
            })
            if (opened) this.#onSocketClose(socket, error)
            else reject(error)
          })
          socket.addEventListener('message', (event) =>
            this.#onFrame(socket, event.data),
          )
        }),
      {
        timeout,
        errorInstance: new RelayTimeoutError({ method: 'connect', timeout }),
        signal: true,
      },
    )
  }

  #onFrame(socket: WebSocketLike, data: unknown): void {
    this.#alive = true
    handleRelayFrame(data, {
      send: (frame) => socket.send(frame),
      onResponse: (id, response) => {
        const pending = this.#pending.get(id)
        if (!pending) return
        this.#pending.delete(id)
        if (response.error)
          pending.reject(
            new RelayError({ method: pending.method, ...response.error }),
          )
        else pending.resolve(response.result)
      },
      onMessage: (message) => {
        const key = hashMessage(message.topic + message.message)
        if (this.#seen.has(key)) return
        this.#seen.add(key)
        if (this.#seen.size > 1000)
          this.#seen.delete(this.#seen.values().next().value as string)
        this.notify('message', message)
      },
    })
  }

  #onSocketClose(socket: WebSocketLike, error: RelayDisconnectedError): void {
    if (socket !== this.#socket) return
    this.#stop()
    this.#rejectPending(error)
    if (this.#state.closedByUser) return
    this.#dispatch({ type: 'lost' })
    if (this.#reconnectOptions().attempts === 0)
      this.#dispatch({ type: 'fail' })
    else this.#connect().catch(() => {})
  }

  #alive = true

  #startKeepAlive(socket: WebSocketLike): void {
    const { keepAlive } = this.#options
    // Browsers answer the relay's pings themselves and expose no ping API.
    if (keepAlive === false || typeof socket.ping !== 'function') return
    this.#alive = true
    socket.on?.('pong', () => {
      this.#alive = true
    })
    this.#keepAlive = setInterval(() => {
      if (!this.#alive) return (socket.terminate ?? socket.close).call(socket)
      this.#alive = false
      socket.ping?.()
    }, keepAlive?.interval ?? 30_000)
  }

  #stop(): void {
    clearInterval(this.#keepAlive)
    this.#socket = undefined
  }

  #rejectPending(error: unknown): void {
    const pending = [...this.#pending.values()]
    this.#pending.clear()
    for (const { reject } of pending) reject(error)
  }
}
