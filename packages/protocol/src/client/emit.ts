import { sendRequest } from '../engine/sendRequest.js'
import type { EngineContext } from '../engine/types.js'
import { assertAllowedOnChain } from '../validation/assertAllowedOnChain.js'
import { getSession } from './getSession.js'

export type EmitParameters = {
  topic: string
  event: { name: string; data: unknown }
  chainId: string
}

/**
 * Wallet: emits a session event (tag 1110) such as `chainChanged`; the
 * event must be allowed for the chain. No answer is awaited.
 *
 * @example
 * await emit(ctx, { topic, chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } })
 */
export async function emit(
  ctx: EngineContext,
  { topic, event, chainId }: EmitParameters,
): Promise<void> {
  const session = getSession(ctx, topic)
  assertAllowedOnChain(session.namespaces, chainId, 'event', event.name)
  await sendRequest(ctx, {
    topic,
    method: 'wc_sessionEvent',
    params: { event, chainId },
  })
}
