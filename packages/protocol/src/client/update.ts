import { ProtocolError } from '@latch/common'
import { sendRequest } from '../engine/sendRequest.js'
import { sessionReducer } from '../engine/sessionReducer.js'
import type { EngineContext } from '../engine/types.js'
import { waitForResponse } from '../engine/waitForResponse.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import type { SessionNamespaces } from '../types/namespace.js'
import { assertSatisfiesRequired } from '../validation/assertSatisfiesRequired.js'
import { assertValidNamespaces } from '../validation/assertValidNamespaces.js'
import { getSession } from './getSession.js'

export type UpdateParameters = { topic: string; namespaces: SessionNamespaces }

/**
 * Wallet (controller only): replaces the session namespaces (tag 1104).
 *
 * @example
 * const { acknowledged } = await update(ctx, { topic, namespaces })
 * await acknowledged()
 */
export async function update(
  ctx: EngineContext,
  { topic, namespaces }: UpdateParameters,
): Promise<{ acknowledged: () => Promise<void> }> {
  const session = getSession(ctx, topic)
  if (session.controller !== session.self.publicKey)
    throw new ProtocolError('UNAUTHORIZED_UPDATE_REQUEST', {
      context: `update() for topic: ${topic}`,
    })
  assertValidNamespaces(namespaces, { context: 'update()', withAccounts: true })
  assertSatisfiesRequired(session.requiredNamespaces, namespaces)
  await ctx.stores.sessions.set(
    topic,
    sessionReducer(session, { type: 'update', namespaces }),
  )
  const id = payloadId()
  const response = waitForResponse<unknown>(ctx, id).then(() => {})
  response.catch(() => {})
  await sendRequest(ctx, {
    topic,
    id,
    method: 'wc_sessionUpdate',
    params: { namespaces },
  })
  return { acknowledged: () => response }
}
