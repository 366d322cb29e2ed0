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
 * pairing, and forgets it locally.
 *
 * A session is forgotten here even when the relay does not take the
 * delete: it is sealed with the session's key first, then the session is
 * deleted, then the publish is awaited and its failure rethrown (the
 * official SDK rethrows it too, but keeps the session; here a session its
 * user asked to end is never restored, and the caller says it failed).
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
    // sendRequest seals the envelope before its first await, while the
    // session's key is still in the keychain.
    const sent = sendRequest(ctx, {
      topic,
      method: 'wc_sessionDelete',
      params: reason,
    })
    sent.catch(() => {})
    await deleteSession(ctx, topic)
    await sent
    return
  }
  if (ctx.stores.pairings.find(topic)) return deletePairing(ctx, topic)
  // Neither: throws NO_MATCHING_KEY (noting a recently deleted session).
  ctx.stores.sessions.get(topic)
}
