import { ProtocolError } from '@latch/common'
import { deriveSymKeyFromKeyPair } from '../crypto/deriveSymKeyFromKeyPair.js'
import { generateKeyPair } from '../crypto/generateKeyPair.js'
import { buildNamespacesFromAuth } from '../engine/auth/buildNamespacesFromAuth.js'
import { storeAuthSession } from '../engine/auth/storeAuthSession.js'
import { verifyCacao } from '../engine/auth/verifyCacao.js'
import { publishPayload } from '../engine/publishPayload.js'
import type { EngineContext } from '../engine/types.js'
import { formatJsonRpcResult } from '../jsonrpc/formatJsonRpcResult.js'
import { rpcOptions } from '../jsonrpc/rpcOptions.js'
import { getPeerAppLink } from '../linkmode/getPeerAppLink.js'
import type { Cacao } from '../types/auth.js'
import type { Session } from '../types/session.js'

export type ApproveSessionAuthenticateParameters = {
  /** The id from `session_authenticate`. */
  id: number
  /** Signed CACAOs, one per chain (see `formatAuthMessage`). */
  auths: Cacao[]
}

/**
 * Wallet: answers a one-click auth request with signed CACAOs in a type-1
 * envelope on sha256(requester key) (tag 1117) and opens the session; a
 * request that came by link mode is answered by link.
 *
 * @example
 * const { session } = await approveSessionAuthenticate(ctx, { id, auths: [cacao] })
 */
export async function approveSessionAuthenticate(
  ctx: EngineContext,
  { id, auths }: ApproveSessionAuthenticateParameters,
): Promise<{ session: Session | undefined }> {
  const request = ctx.stores.authRequests.find(id)
  if (!request)
    throw new ProtocolError('NO_MATCHING_KEY', {
      context: `Could not find pending auth request with id ${id}`,
    })
  for (const cacao of auths)
    if (!(await verifyCacao(cacao)))
      throw new ProtocolError('SESSION_SETTLEMENT_FAILED', {
        context: 'Signature verification failed',
      })
  const self = await generateKeyPair()
  const symKey = await deriveSymKeyFromKeyPair(
    self,
    request.requester.publicKey,
  )
  const namespaces = buildNamespacesFromAuth(auths)
  let session: Session | undefined
  if (Object.values(namespaces).some((entry) => entry.methods.length)) {
    await ctx.stores.keychain.set(self.publicKey, self.privateKey)
    session = await storeAuthSession(ctx, {
      symKey,
      selfPublicKey: self.publicKey,
      peer: request.requester,
      pairingTopic: request.pairingTopic,
      cacaos: auths,
      namespaces,
      transportType: request.transportType,
    })
  }
  await publishPayload(ctx, {
    topic: request.responseTopic,
    payload: formatJsonRpcResult(id, {
      cacaos: auths,
      responder: { publicKey: self.publicKey, metadata: ctx.metadata },
    }),
    options: rpcOptions.wc_sessionAuthenticate.res,
    typeOne: { symKey, senderPublicKey: self.publicKey },
    appLink: getPeerAppLink(
      ctx,
      request.requester.metadata,
      request.transportType,
    ),
  })
  await ctx.stores.authRequests.delete(id)
  return { session }
}
