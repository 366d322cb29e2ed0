import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { EmbeddedError } from '../http/EmbeddedError.js'

/**
 * One JSON-RPC call to the chain's node (EVM or Solana) (its first RPC URL, 10 s timeout,
 * SPEC §9). A JSON-RPC error → 400 `rpc_error` with the node's message; an
 * unreachable node → 502 `rpc_unavailable`.
 */
export async function callChainRpc(
  chain: Pick<ChainSettings, 'rpcUrls'>,
  { method, params }: { method: string; params: unknown },
): Promise<unknown> {
  const url = chain.rpcUrls[0]
  let answer: { result?: unknown; error?: { message?: string; code?: number } }
  try {
    const response = await fetch(url ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method,
        params: params ?? [],
      }),
      signal: AbortSignal.timeout(10_000),
    })
    answer = (await response.json()) as typeof answer
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
