import { getHttpRpcClient, type HttpRpcClient } from 'viem/utils'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { EmbeddedError } from '../http/EmbeddedError.js'

/**
 * One JSON-RPC call to the chain's node (EVM or Solana) (its first RPC URL, 10 s timeout,
 * SPEC §9), over viem's HTTP RPC client. A JSON-RPC error → 400 `rpc_error`
 * with the node's message; an unreachable node → 502 `rpc_unavailable`.
 */
export async function callChainRpc(
  chain: Pick<ChainSettings, 'rpcUrls'>,
  { method, params }: { method: string; params: unknown },
): Promise<unknown> {
  let answer: Awaited<ReturnType<HttpRpcClient['request']>>
  try {
    answer = await getHttpRpcClient(chain.rpcUrls[0] ?? '').request({
      body: { method, params: params ?? [] },
      timeout: 10_000,
    })
  } catch (cause) {
    throw new EmbeddedError(
      502,
      'rpc_unavailable',
      'The chain node did not answer',
      { cause },
    )
  }
  if (answer.error)
    throw new EmbeddedError(
      400,
      'rpc_error',
      String(answer.error.message ?? 'RPC error').slice(0, 500),
    )
  return answer.result ?? null
}
