import { HttpRequestError, TimeoutError } from 'viem'
import { EmbeddedError } from '../http/EmbeddedError.js'

/**
 * A viem error of a node call as the service answers it: unreachable or
 * slow node → 502 `rpc_unavailable`, anything the node said → 400
 * `rpc_error` with viem's short message (as callChainRpc does).
 */
export function toChainRpcError(cause: unknown): EmbeddedError {
  if (cause instanceof EmbeddedError) return cause
  const walk = (cause as { walk?: (fn: (e: unknown) => boolean) => unknown })
    .walk
  const down =
    typeof walk === 'function'
      ? walk.call(
          cause,
          (e) => e instanceof HttpRequestError || e instanceof TimeoutError,
        )
      : undefined
  if (down)
    return new EmbeddedError(
      502,
      'rpc_unavailable',
      'The chain node did not answer',
      { cause },
    )
  const message =
    (cause as { shortMessage?: string }).shortMessage ?? 'RPC error'
  return new EmbeddedError(400, 'rpc_error', message.slice(0, 500), { cause })
}
