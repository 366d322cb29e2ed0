import { ProtocolError } from '@latch/common'
import { deriveSymKeyFromKeyPair } from '../crypto/deriveSymKeyFromKeyPair.js'
import { generateKeyPair } from '../crypto/generateKeyPair.js'
import { publishPayload } from '../engine/publishPayload.js'
import type { EngineContext } from '../engine/types.js'
import { formatJsonRpcError } from '../jsonrpc/formatJsonRpcError.js'
import { rpcOptions } from '../jsonrpc/rpcOptions.js'
import { getPeerAppLink } from '../linkmode/getPeerAppLink.js'
import { assertValidReason } from '../validation/assertValidReason.js'

export type RejectSessionAuthenticateParameters = {
  id: number
  reason: { code: number; message: string }
}

/**
 * Wallet: rejects a one-click auth request (type-1 error, tag 1118).
 *
 * @example
 * await rejectSessionAuthenticate(ctx, { id, reason: getSdkError('USER_REJECTED') })
 */
export async function rejectSessionAuthenticate(
  ctx: EngineContext,
  { id, reason }: RejectSessionAuthenticateParameters,
): Promise<void> {
  assertValidReason(reason, 'rejectSessionAuthenticate()')
  const request = ctx.stores.authRequests.find(id)
  if (!request)
    throw new ProtocolError('NO_MATCHING_KEY', {
      context: `Could not find pending auth request with id ${id}`,
    })
  const self = await generateKeyPair()
  await publishPayload(ctx, {
    topic: request.responseTopic,
    payload: formatJsonRpcError(id, reason),
    options: rpcOptions.wc_sessionAuthenticate.reject,
    typeOne: {
      symKey: await deriveSymKeyFromKeyPair(self, request.requester.publicKey),
      senderPublicKey: self.publicKey,
    },
    appLink: getPeerAppLink(
      ctx,
      request.requester.metadata,
      request.transportType,
    ),
  })
  await ctx.stores.authRequests.delete(id)
}
