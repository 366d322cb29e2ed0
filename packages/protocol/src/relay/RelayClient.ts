import { withRetry } from '@latch/common'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
import { hashMessage } from '../crypto/hashMessage.js'
import {
  RelayClosedError,
  RelayConnectionError,
  RelayDisconnectedError,
  RelayError,
  RelayTimeoutError,
} from '../errors/relay.js'
import { formatJsonRpcRequest } from '../jsonrpc/formatJsonRpcRequest.js'
import { getBigIntRpcId } from '../jsonrpc/getBigIntRpcId.js'
import { createRecentlyDeleted } from '../store/createRecentlyDeleted.js'
import { getUserAgent } from '../utils/getUserAgent.js'
import { randomBytes } from '../utils/randomBytes.js'
import { Subscribable } from '../utils/Subscribable.js'
import { withTimeout } from '../utils/withTimeout.js'
import { formatRelayUrl } from './formatRelayUrl.js'
import { handleRelayFrame } from './handleRelayFrame.js'
import { importRelayKey, type RelayKey } from './importRelayKey.js'
import { openRelaySocket } from './openRelaySocket.js'
import {
  initialRelayState,
  type RelayAction,
  type RelayState,
  relayReducer,
} from './relayReducer.js'
import { signRelayJwt } from './signRelayJwt.js'
import { startKeepAlive } from './startKeepAlive.js'
import type {
  ApproveSessionParameters,
  ProposeSessionParameters,
  PublishParameters,
  RelayClientEvents,
  RelayClientOptions,
  RelayStatus,
  WebSocketConstructor,
  WebSocketLike,
} from './types.js'

// Kept here too: the sign client imports them from this module.
export type {
  RelayClientOptions,
  WebSocketConstructor,
  WebSocketLike,
} from './types.js'

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
  /**
   * `did:key` of the seed: the JWT `iss` the relay knows this client by;
   * known once the first JWT is signed (WebCrypto is async).
   */
  clientId: string | undefined
  readonly url: string
  #options: RelayClientOptions
  /** Reconnect attempts after a lost socket (0: none) and the first delay. */
  #reconnect: { attempts: number; delay: number }
  #timeout: number
  #key: Promise<RelayKey>
  #sub = generateRandomBytes32()
  #state: RelayState = initialRelayState
  #socket: WebSocketLike | undefined
  #connecting: Promise<void> | undefined
  #pending = new Map<string, Pending>()
  #topics = new Map<string, string>()
  /** Recent messages, as the engine's `history` keeps recent requests. */
  #seen = createRecentlyDeleted(1000)
  #stopKeepAlive: () => void = () => {}

  constructor(options: RelayClientOptions) {
    super()
    const { reconnect } = options
    this.#options = options
    this.url = options.url
    this.#reconnect =
      reconnect === false
        ? { attempts: 0, delay: 0 }
        : {
            attempts: reconnect?.attempts ?? 5,
            delay: reconnect?.delay ?? 2_000,
          }
    this.#timeout = options.requestTimeout ?? 10_000
    this.#key = importRelayKey(options.seed ?? randomBytes(32))
    // A bad seed surfaces on the first connect.
    this.#key.catch(() => {})
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
    return this.#remember(topic, await this.request('irn_subscribe', { topic }))
  }

  /** `irn_batchSubscribe`, in chunks of 500 topics. */
  async batchSubscribe(topics: readonly string[]): Promise<string[]> {
    const ids: string[] = []
    for (let i = 0; i < topics.length; i += 500) {
      const chunk = topics.slice(i, i + 500)
      const result = await this.request<unknown>('irn_batchSubscribe', {
        topics: chunk,
      })
      for (const [j, topic] of chunk.entries())
        ids.push(
          await this.#remember(
            topic,
            Array.isArray(result) ? result[j] : undefined,
          ),
        )
    }
    return ids
  }

  /** `irn_unsubscribe`; the topic is no longer re-subscribed on reconnect. */
  async unsubscribe(topic: string): Promise<void> {
    const id = this.#topics.get(topic) ?? (await this.#localId(topic))
    this.#topics.delete(topic)
    await this.request('irn_unsubscribe', { topic, id })
  }

  /** `irn_publish`. */
  async publish({ prompt, ...rest }: PublishParameters): Promise<void> {
    // Only `prompt: true` goes on the wire (JSON drops undefined).
    await this.request('irn_publish', { ...rest, prompt: prompt || undefined })
  }

  /** `wc_proposeSession`: the relay subscribes this client to the pairing topic. */
  proposeSession(parameters: ProposeSessionParameters): Promise<void> {
    return this.#requestSubscribing(
      'wc_proposeSession',
      parameters.pairingTopic,
      parameters,
    )
  }

  /** `wc_approveSession`: the relay subscribes this client to the session topic. */
  approveSession(parameters: ApproveSessionParameters): Promise<void> {
    return this.#requestSubscribing(
      'wc_approveSession',
      parameters.sessionTopic,
      parameters,
    )
  }

  /** A request after which the relay has subscribed this client to `topic`. */
  async #requestSubscribing(
    method: string,
    topic: string,
    { ttl = 300, ...parameters }: { ttl?: number | undefined },
  ): Promise<void> {
    // The local subscription id is hashed while the request is in flight.
    await Promise.all([
      this.#remember(topic),
      this.request(method, { ...parameters, ttl }),
    ])
  }

  /** Tracks `topic` under the relay's subscription `id`, else a local one. */
  async #remember(topic: string, id?: unknown): Promise<string> {
    const subscriptionId =
      typeof id === 'string' ? id : await this.#localId(topic)
    this.#topics.set(topic, subscriptionId)
    return subscriptionId
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

  /** The relay's id for an implicit subscription: needs the `iss`. */
  async #localId(topic: string): Promise<string> {
    await this.connect()
    return hashMessage(topic + this.clientId)
  }

  #dispatch(action: RelayAction): void {
    const previous = this.#state.status
    this.#state = relayReducer(this.#state, action)
    const { status } = this.#state
    // The reducer never returns to 'idle'.
    if (status !== previous) this.notify('status', status as RelayStatus)
  }

  /**
   * Any relay JSON-RPC method (see `fetchMessages`); resolves with its
   * result. Sent again after a reconnect if the socket was lost.
   */
  request<result>(method: string, params: object): Promise<result> {
    const id = getBigIntRpcId()
    const frame = JSON.stringify(formatJsonRpcRequest(method, params, id))
    const timeout = this.#timeout
    // A request cut by a lost socket is sent again after the reconnect.
    return withRetry(
      async () => {
        await this.connect()
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
        retryCount: Math.max(1, this.#reconnect.attempts),
        delay: 0,
        shouldRetry: ({ error }) => error instanceof RelayDisconnectedError,
      },
    )
  }

  /** Opens the socket now (otherwise the first request opens it). */
  connect(): Promise<void> {
    if (this.#state.closedByUser) return Promise.reject(new RelayClosedError())
    if (this.#state.status === 'open' && this.#socket) return Promise.resolve()
    this.#connecting ??= this.#run().finally(() => {
      this.#connecting = undefined
    })
    return this.#connecting
  }

  async #run(): Promise<void> {
    this.#dispatch({ type: 'connect' })
    const { attempts, delay } = this.#reconnect
    try {
      await withRetry(() => this.#open(), {
        retryCount: attempts,
        delay: ({ count }) => Math.min(delay * 2 ** (count - 1), 30_000),
        shouldRetry: () => !this.#state.closedByUser,
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

  async #open(): Promise<void> {
    const WebSocket =
      this.#options.WebSocket ??
      (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
    if (!WebSocket)
      throw new RelayConnectionError({
        url: this.url,
        attempts: 0,
        reason: 'No WebSocket implementation: pass the `ws` package.',
      })
    const timeout = this.#timeout
    const key = await this.#key
    this.clientId = key.iss
    const jwt = await signRelayJwt({ ...key, aud: this.url, sub: this.#sub })
    const url = formatRelayUrl({
      url: this.url,
      auth: jwt,
      projectId: this.#options.projectId,
      ua: getUserAgent(),
    })
    const socket = await withTimeout(
      ({ signal }) =>
        openRelaySocket({
          WebSocket,
          url,
          signal,
          isClosed: () => this.#state.closedByUser,
          onFrame: (socket, data) => this.#onFrame(socket, data),
          onClose: (socket, error) => this.#onSocketClose(socket, error),
        }),
      {
        timeout,
        errorInstance: new RelayTimeoutError({ method: 'connect', timeout }),
        signal: true,
      },
    )
    this.#socket = socket
    const { keepAlive } = this.#options
    if (keepAlive !== false)
      this.#stopKeepAlive = startKeepAlive(
        socket,
        keepAlive?.interval ?? 30_000,
      )
  }

  #onFrame(socket: WebSocketLike, data: unknown): void {
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
        // The message itself is the key: exact, and no async hash here.
        const key = `${message.topic}\n${message.message}`
        if (this.#seen.has(key)) return
        this.#seen.add(key)
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
    if (this.#reconnect.attempts === 0) this.#dispatch({ type: 'fail' })
    else this.connect().catch(() => {})
  }

  #stop(): void {
    this.#stopKeepAlive()
    this.#socket = undefined
  }

  #rejectPending(error: unknown): void {
    const pending = [...this.#pending.values()]
    this.#pending.clear()
    for (const { reject } of pending) reject(error)
  }
}
