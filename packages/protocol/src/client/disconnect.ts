import { getSdkError } from '@latch/common'
import { deletePairing } from '../engine/deletePairing.js'
import { deleteSession } from '../engine/deleteSession.js'
import { sendRequest } from '../engine/sendRequest.js'
import type { EngineContext } from '../engine/types.js'
import { assertValidReason } from '../validation/assertValidReason.js'

export type DisconnectParameters = {
  topic: string
  reason?: { code: number; message: string } | undefined
}

/**
 * Either side: ends a session (wc_sessionDelete, tag 1112) or drops a
 * pairing, then forgets it locally.
 *
 * @example
 * await disconnect(ctx, { topic, reason: getSdkError('USER_DISCONNECTED') })
 */
export async function disconnect(
  ctx: EngineContext,
  { topic, reason = getSdkError('USER_DISCONNECTED') }: DisconnectParameters,
): Promise<void> {
  assertValidReason(reason, 'disconnect()')
  if (ctx.stores.sessions.find(topic)) {
    await sendRequest(ctx, {
      topic,
      method: 'wc_sessionDelete',
      params: reason,
    }).catch(() => {})
    await deleteSession(ctx, topic)
    return
  }
  if (ctx.stores.pairings.find(topic)) return deletePairing(ctx, topic)
  // Neither: throws NO_MATCHING_KEY (noting a recently deleted session).
  ctx.stores.sessions.get(topic)
}
