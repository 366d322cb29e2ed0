import { RelayClient, type RelayClientOptions } from './RelayClient.js'

export type CreateRelayClientParameters = RelayClientOptions
export type CreateRelayClientReturnType = RelayClient

/**
 * Creates a relay client. It connects lazily on the first request, signs a
 * fresh did:key JWT for every (re)connect, reconnects with backoff and
 * re-subscribes every known topic, retries requests cut by a lost socket,
 * and acks each `irn_subscription`.
 *
 * https://latch.dev/docs/protocol/relay
 *
 * @example
 * import WebSocket from 'ws' // Node 20 only; browsers have a global one
 * const relay = createRelayClient({ url: 'ws://127.0.0.1:8787', seed, WebSocket })
 * relay.on('message', ({ topic, message }) => {})
 * await relay.subscribe(topic)
 * await relay.publish({ topic, message, ttl: 300, tag: 1108, prompt: true })
 */
export function createRelayClient(
  parameters: CreateRelayClientParameters,
): CreateRelayClientReturnType {
  return new RelayClient(parameters)
}
