import type { RelayClient } from './RelayClient.js'
import type { RelayMessage } from './types.js'

/**
 * `irn_fetchMessages` until `hasMore` is false (or a page brings nothing
 * new: a relay may page by acks, which fetching does not send).
 *
 * https://latch.dev/docs/protocol/relay
 *
 * @example
 * const messages = await fetchMessages(relay, topic)
 */
export async function fetchMessages(
  relay: Pick<RelayClient, 'request'>,
  topic: string,
): Promise<RelayMessage[]> {
  const messages = new Map<string, RelayMessage>()
  for (let page = 0; page < 100; page++) {
    const result = await relay.request<{
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
