import { assertAllowedOnChain } from '../validation/assertAllowedOnChain.js'
import type { InboundRequest } from './handleRequest.js'
import type { EngineContext } from './types.js'

type EventParams = { event: { name: string; data: unknown }; chainId: string }

/**
 * Emits `session_event` when the event is allowed for the chain. Like the
 * official SDK, no response is sent.
 */
export async function onSessionEvent(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
): Promise<void> {
  const session = ctx.stores.sessions.find(topic)
  const params = request.params as EventParams
  if (!session || !params?.event) return
  try {
    assertAllowedOnChain(
      session.namespaces,
      params.chainId,
      'event',
      params.event.name,
    )
  } catch {
    return
  }
  ctx.emit('session_event', { id: request.id, topic, params })
}
