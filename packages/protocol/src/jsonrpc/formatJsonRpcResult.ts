import type { JsonRpcId, JsonRpcResult } from './types.js'

/**
 * Builds `{ id, jsonrpc: '2.0', result }`.
 *
 * https://latch.dev/docs/protocol/jsonrpc
 *
 * @example
 * formatJsonRpcResult(request.id, true)
 */
export function formatJsonRpcResult<result>(
  id: JsonRpcId,
  result: result,
): JsonRpcResult<result> {
  return { id, jsonrpc: '2.0', result }
}
