import type { EmbeddedReview } from '@latch/common/embedded-protocol'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import type { EmbeddedSession } from '../login/findEmbeddedSession.js'
import { describeSolanaRequest } from '../rpc/describeSolanaRequest.js'
import { prepareEvmRequest } from '../rpc/prepareEvmRequest.js'
import type { RpcChain } from './resolveRpcChain.js'

/**
 * A not-safe request, normalised into what will be signed (`stored`) and
 * reviewed by the service: EVM by `prepareEvmRequest`; solana_* stored as
 * given and reviewed by `describeSolanaRequest` (the one place it is
 * called for the screen).
 */
export async function prepareRequest(
  context: EmbeddedContext,
  {
    session,
    chain,
    method,
    params,
  }: {
    session: EmbeddedSession
    chain: RpcChain
    method: string
    params: unknown
  },
): Promise<{ stored: Record<string, unknown>; review: EmbeddedReview }> {
  if (chain.solana) {
    const summary = await describeSolanaRequest(chain.solana, method, params, {
      account: session.user.solanaAddress,
    })
    return {
      stored: { params: params ?? null },
      review: { ...summary, namespace: 'solana' },
    }
  }
  return prepareEvmRequest(context, {
    session,
    chain: chain.evm,
    method,
    params,
  })
}
