import { LINK_MODE_INITIAL_URL_MS } from '@latch/common'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
import { handleExpiry } from '../engine/handleExpiry.js'
import { handleRelayMessage } from '../engine/handleRelayMessage.js'
import type { EngineContext, EngineRelay } from '../engine/types.js'
import { createExpirer } from '../expirer/createExpirer.js'
import { createRequestQueue } from '../expirer/createRequestQueue.js'
import { dispatchLinkModeUrl } from '../linkmode/dispatchLinkModeUrl.js'
import { parseLinkModeUrl } from '../linkmode/parseLinkModeUrl.js'
import { createRelayClient } from '../relay/createRelayClient.js'
import type { WebSocketConstructor } from '../relay/RelayClient.js'
import type { RelayMessage } from '../relay/types.js'
import { createMemoryStorage } from '../store/createMemoryStorage.js'
import { createRecentlyDeleted } from '../store/createRecentlyDeleted.js'
import { createStore } from '../store/createStore.js'
import type { KeyValueStorage } from '../store/types.js'
import type { AuthRequest } from '../types/auth.js'
import type { Metadata } from '../types/metadata.js'
import type { Pairing } from '../types/pairing.js'
import type { Proposal } from '../types/proposal.js'
import type { PendingRequest } from '../types/request.js'
import type { Session } from '../types/session.js'
import type { VerifyResolver } from '../types/verify.js'
import { hexToKey } from '../utils/hexToKey.js'
import { SignClient } from './SignClient.js'

export type CreateSignClientParameters = {
  /** Relay URL, e.g. `ws://127.0.0.1:8787`. */
  relayUrl: string
  /** Sent to the relay as `projectId`. */
  projectId?: string | undefined
  /** This app's metadata, shown to the peer. */
  metadata: Metadata
  /** Where sessions, keys and pairings persist. @default in memory */
  storage?: KeyValueStorage | undefined
  /** Storage key prefix; give two clients on one storage distinct ones. @default 'latch@2:client' */
  storagePrefix?: string | undefined
  /** WebSocket constructor (Node 20: the `ws` package). @default globalThis.WebSocket */
  WebSocket?: WebSocketConstructor | undefined
  /** Delay in ms before the next queued session request is emitted; 0 disables it. @default 0 */
  requestQueueDelay?: number | undefined
  /**
   * Open the relay socket while creating the client (as the official SDK
   * does), so the first connect or pair does not wait for it; `false`
   * opens it on the first request. @default true
   */
  connectOnInit?: boolean | undefined
  /**
   * Wallet: resolves the Verify context (SPEC §3) of inbound proposals and
   * requests, e.g. `createVerifyResolver({ url })` from
   * `@latch/protocol/verify`. @default validation is always UNKNOWN
   */
  verify?: VerifyResolver | undefined
  /**
   * Link mode (SPEC §6): opens a URL in the peer app, e.g.
   * `(url) => window.open(url, '_self')`; `id` is the JSON-RPC id of the
   * request or response the URL carries (a request's answer comes with
   * it). Link mode also needs `metadata.redirect.linkMode` and
   * `.universal`. @default link mode off
   */
  openLink?: ((url: string, id: number) => unknown) | undefined
  /**
   * The URL the app was opened with; a link-mode envelope in it is handled
   * 50 ms after the client is created (listeners first).
   */
  initialUrl?: string | undefined
}

/** The relay client the sign client uses, exposed for status and tests. */
type RelayLike = EngineRelay & {
  readonly status: string
  batchSubscribe(topics: string[]): Promise<unknown>
  connect(): Promise<void>
  on(name: 'message', listener: (message: RelayMessage) => void): () => void
  close(): Promise<void>
}

/**
 * Creates a WalletConnect v2 Sign client (dapp and wallet sides), restores
 * its sessions from `storage` and re-subscribes their topics.
 *
 * https://latch.dev/docs/protocol/client
 *
 * @example
 * const client = await createSignClient({ relayUrl, projectId, metadata })
 * const { uri, approval } = await client.connect({ optionalNamespaces })
 */
export async function createSignClient(
  parameters: CreateSignClientParameters,
): Promise<SignClient> {
  const {
    relayUrl,
    projectId,
    metadata,
    storage = createMemoryStorage(),
    storagePrefix = 'latch@2:client',
    WebSocket,
    requestQueueDelay = 0,
    connectOnInit = true,
    verify,
    openLink,
    initialUrl,
  } = parameters
  let ctx!: EngineContext
  const expirer = createExpirer({
    onExpire: (target) => void handleExpiry(ctx, target).catch(() => {}),
  })
  // Each store arms and disarms the expiry of its records.
  const store = <value>(
    name: string,
    expiresAt?: (record: value) => number | undefined,
  ) =>
    createStore<value>({
      storage,
      prefix: storagePrefix,
      name,
      expirer,
      expiresAt,
    })
  const stores = {
    sessions: store<Session>('session', (session) => session.expiry),
    proposals: store<Proposal>(
      'proposal',
      (proposal) => proposal.expiryTimestamp,
    ),
    pairings: store<Pairing>('pairing', (pairing) => pairing.expiry),
    keychain: store<string>('keychain'),
    requests: store<PendingRequest>(
      'request',
      (request) => request.params.request.expiryTimestamp,
    ),
    authRequests: store<AuthRequest>(
      'authRequest',
      (request) => request.expiryTimestamp,
    ),
    linkModeApps: store<string>('linkModeApps'),
  }
  await Promise.all(Object.values(stores).map((entry) => entry.init()))

  let seed = stores.keychain.find('client_ed25519_seed')
  if (!seed) {
    seed = generateRandomBytes32()
    await stores.keychain.set('client_ed25519_seed', seed)
  }
  const relay: RelayLike = createRelayClient({
    url: relayUrl,
    projectId,
    seed: hexToKey(seed, 32),
    WebSocket,
  })

  const client = new SignClient(
    (events) => {
      ctx = {
        relay,
        metadata,
        projectId,
        verify,
        openLink,
        stores,
        expirer,
        queue: createRequestQueue<PendingRequest>({
          delay: requestQueueDelay,
          onNext: (request) => ctx.emit('session_request', request),
        }),
        pending: new Map(),
        settles: new Map(),
        lastUpdateIds: new Map(),
        history: createRecentlyDeleted(1000),
        ...events,
      }
      return ctx
    },
    async () => {
      expirer.stop()
      ctx.queue.clear()
      await Promise.all(Object.values(stores).map((entry) => entry.flush()))
      await relay.close()
    },
  )
  relay.on('message', (message) => {
    handleRelayMessage(ctx, message).catch(() => {})
  })
  // Drop what expired while offline (the stores armed the expiries as they
  // loaded) and re-subscribe the rest.
  expirer.check()
  const topics = [
    ...stores.sessions.values().map((session) => session.topic),
    ...stores.pairings
      .values()
      .filter((pairing) => !pairing.active)
      .map((pairing) => pairing.topic),
  ]
  if (topics.length) await relay.batchSubscribe(topics).catch(() => {})
  // Errors surface on the first request, which tries again.
  if (connectOnInit && relay.status === 'idle') relay.connect().catch(() => {})
  expirer.start()
  // Requests still unanswered before a restart are emitted again, after the
  // caller had the chance to add its listeners.
  setTimeout(() => {
    for (const request of stores.requests.values()) ctx.queue.push(request)
  }, 0)
  if (parseLinkModeUrl(initialUrl))
    setTimeout(
      () => void dispatchLinkModeUrl(ctx, initialUrl),
      LINK_MODE_INITIAL_URL_MS,
    )
  return client
}
