import { nowInSeconds } from '../engine/nowInSeconds.js'
import { sendRequestForResponse } from '../engine/sendRequestForResponse.js'
import type { EngineContext } from '../engine/types.js'
import { getPeerAppLink } from '../linkmode/getPeerAppLink.js'
import { assertAllowedOnChain } from '../validation/assertAllowedOnChain.js'
import { assertValidRequestExpiry } from '../validation/assertValidRequestExpiry.js'
import { REQUEST_EXPIRY_DEFAULT } from '../validation/constants.js'
import { getSession } from './getSession.js'

export type RequestParameters = {
  topic: string
  chainId: string
  request: { method: string; params: unknown }
  /** Seconds the wallet has to answer, 300…604800. @default 900 */
  expiry?: number | undefined
  /**
   * The request's JSON-RPC id (`payloadId()`), e.g. to match the id
   * `openLink` is called with in link mode. @default a new `payloadId()`
   */
  id?: number | undefined
}

/**
 * Dapp: sends a wc_sessionRequest and resolves with the wallet's result
 * (rejects with a JsonRpcResponseError carrying the wallet's code). In a
 * link-mode session the request goes to the wallet's universal link.
 *
 * @example
 * const signature = await request(ctx, {
 *   topic, chainId: 'eip155:1',
 *   request: { method: 'personal_sign', params: [message, address] },
 * })
 */
export async function request<result = unknown>(
  ctx: EngineContext,
  {
    topic,
    chainId,
    request,
    expiry = REQUEST_EXPIRY_DEFAULT,
    id,
  }: RequestParameters,
): Promise<result> {
  const session = getSession(ctx, topic)
  assertAllowedOnChain(session.namespaces, chainId, 'method', request.method)
  assertValidRequestExpiry(expiry)
  const response = await sendRequestForResponse<result>(
    ctx,
    {
      topic,
      method: 'wc_sessionRequest',
      params: {
        request: { ...request, expiryTimestamp: nowInSeconds(expiry) },
        chainId,
      },
      ttl: expiry,
      id,
      appLink: getPeerAppLink(
        ctx,
        session.peer.metadata,
        session.transportType,
      ),
    },
    expiry * 1000,
  )
  return response()
}
