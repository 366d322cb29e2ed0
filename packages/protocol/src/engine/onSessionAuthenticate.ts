import { hashKey } from '../crypto/hashKey.js'
import { addLinkModeApp } from '../linkmode/addLinkModeApp.js'
import { getLinkModeVerifyContext } from '../linkmode/getLinkModeVerifyContext.js'
import type { AuthPayload, AuthRequest } from '../types/auth.js'
import type { Participant } from '../types/metadata.js'
import { getVerifyContext } from './getVerifyContext.js'
import type { InboundRequest } from './handleRequest.js'
import type { EngineContext, VerifyInput } from './types.js'

type AuthenticateParams = {
  authPayload: AuthPayload
  requester: Participant
  expiryTimestamp: number
}

/** Wallet: stores a one-click auth request and emits `session_authenticate`. */
export async function onSessionAuthenticate(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
  verifyInput?: VerifyInput,
): Promise<void> {
  const params = request.params as AuthenticateParams
  if (!params?.requester?.publicKey || !params.authPayload) return
  const authRequest: AuthRequest = {
    id: request.id,
    pairingTopic: topic,
    requester: params.requester,
    authPayload: params.authPayload,
    expiryTimestamp: params.expiryTimestamp,
    responseTopic: await hashKey(params.requester.publicKey),
    verifyContext:
      request.transportType === 'link_mode'
        ? getLinkModeVerifyContext(params.requester.metadata)
        : await getVerifyContext(ctx, verifyInput, params.requester.metadata),
    transportType: request.transportType ?? 'relay',
  }
  if (request.transportType === 'link_mode')
    await addLinkModeApp(ctx, params.requester.metadata)
  await ctx.stores.authRequests.set(request.id, authRequest)
  const { id: _, verifyContext, transportType: __, ...rest } = authRequest
  ctx.emit('session_authenticate', {
    id: request.id,
    topic,
    params: rest,
    verifyContext,
  })
}
