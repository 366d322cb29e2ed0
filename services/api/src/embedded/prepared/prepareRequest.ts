import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedRpcCall } from '../rpc/EmbeddedRpcCall.js'
import {
  prepareEvmRequest,
  type RequestToSign,
} from '../rpc/prepareEvmRequest.js'
import { reviewSolanaRequest } from '../rpc/reviewSolanaRequest.js'
import type { RpcChain } from './resolveRpcChain.js'

/**
 * A not-safe request, normalised into what will be signed (`stored`) and
 * reviewed by the service: EVM by `prepareEvmRequest`; solana_* stored as
 * given and reviewed by `reviewSolanaRequest` (the one place it is
 * called for the screen).
 */
export async function prepareRequest(
  context: EmbeddedContext,
  { session, chain, method, params }: EmbeddedRpcCall<RpcChain>,
): Promise<RequestToSign> {
  if (chain.solana) {
    const review = await reviewSolanaRequest(chain.solana, method, params, {
      account: session.user.solanaAddress,
    })
    return { stored: { params: params ?? null }, review }
  }
  return prepareEvmRequest(context, {
    session,
    chain: chain.evm,
    method,
    params,
  })
}
