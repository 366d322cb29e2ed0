import { ProtocolError } from '@latch/common'
import { deriveSymKey } from '../crypto/deriveSymKey.js'
import { generateKeyPair } from '../crypto/generateKeyPair.js'
import { hashKey } from '../crypto/hashKey.js'
import { buildNamespacesFromAuth } from '../engine/auth/buildNamespacesFromAuth.js'
import { verifyCacao } from '../engine/auth/verifyCacao.js'
import { nowInSeconds } from '../engine/nowInSeconds.js'
import { publishPayload } from '../engine/publishPayload.js'
import type { EngineContext } from '../engine/types.js'
import { formatJsonRpcResult } from '../jsonrpc/formatJsonRpcResult.js'
import { rpcOptions } from '../jsonrpc/rpcOptions.js'
import type { Cacao } from '../types/auth.js'
import type { Session } from '../types/session.js'
import { SESSION_EXPIRY } from '../validation/constants.js'

export type ApproveSessionAuthenticateParameters = {
  /** The id from `session_authenticate`. */
  id: number
  /** Signed CACAOs, one per chain (see `formatAuthMessage`). */
  auths: Cacao[]
}

/**
 * Wallet: answers a one-click auth request with signed CACAOs in a type-1
 * envelope on sha256(requester key) (tag 1117) and opens the session.
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
  const symKey = await deriveSymKey(
    self.privateKey,
    request.requester.publicKey,
    self.publicKey,
  )
  const topic = await hashKey(symKey)
  const namespaces = buildNamespacesFromAuth(auths)
  let session: Session | undefined
  if (Object.values(namespaces).some((entry) => entry.methods.length)) {
    session = {
      topic,
      acknowledged: true,
      self: { publicKey: self.publicKey, metadata: ctx.metadata },
      peer: request.requester,
      // The SDK records the requester as controller here.
      controller: request.requester.publicKey,
      expiry: nowInSeconds(SESSION_EXPIRY),
      authentication: auths,
      requiredNamespaces: {},
      optionalNamespaces: {},
      relay: { protocol: 'irn' },
      pairingTopic: request.pairingTopic,
      namespaces,
      transportType: 'relay',
    }
    await ctx.stores.keychain.set(topic, symKey)
    await ctx.stores.keychain.set(self.publicKey, self.privateKey)
    await ctx.stores.sessions.set(topic, session)
    ctx.expirer.set(`session:${topic}`, session.expiry)
    await ctx.relay.subscribe(topic)
  }
  await publishPayload(ctx, {
    topic: request.responseTopic,
    payload: formatJsonRpcResult(id, {
      cacaos: auths,
      responder: { publicKey: self.publicKey, metadata: ctx.metadata },
    }),
    options: rpcOptions.wc_sessionAuthenticate.res,
    typeOne: { symKey, senderPublicKey: self.publicKey },
  })
  await ctx.stores.authRequests.delete(id)
  ctx.expirer.delete(`auth:${id}`)
  return { session }
}
