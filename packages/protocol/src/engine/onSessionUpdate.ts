import { ProtocolError } from '@latch/common'
import { isStaleUpdate } from '../expirer/isStaleUpdate.js'
import type { SessionNamespaces } from '../types/namespace.js'
import { assertValidNamespaces } from '../validation/assertValidNamespaces.js'
import { acceptSessionRequest } from './acceptSessionRequest.js'
import { findSessionOrReply } from './findSessionOrReply.js'
import type { InboundRequest } from './handleRequest.js'
import { replyError } from './replyError.js'
import type { EngineContext } from './types.js'

/**
 * Accepts new namespaces from the controller only; an update older than
 * the last one seen on the topic is discarded.
 */
export async function onSessionUpdate(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
): Promise<void> {
  const session = await findSessionOrReply(ctx, request)
  if (!session) return
  const { namespaces } = (request.params ?? {}) as {
    namespaces: SessionNamespaces
  }
  try {
    if (session.controller !== session.peer.publicKey)
      throw new ProtocolError('UNAUTHORIZED_UPDATE_REQUEST')
    assertValidNamespaces(namespaces, {
      context: 'onSessionUpdateRequest()',
      withAccounts: true,
    })
  } catch (error) {
    return replyError(ctx, request, error)
  }
  if (isStaleUpdate(ctx.lastUpdateIds.get(topic), request.id))
    return replyError(ctx, request, new ProtocolError('INVALID_UPDATE_REQUEST'))
  ctx.lastUpdateIds.set(topic, request.id)
  await acceptSessionRequest(ctx, request, { namespaces }, { namespaces })
}
