import { payloadId } from './payloadId.js'
import type { JsonRpcId, JsonRpcRequest } from './types.js'

/**
 * Builds `{ id, jsonrpc: '2.0', method, params }` (the SDK's key order);
 * `id` defaults to `payloadId()`.
 *
 * https://latch.dev/docs/protocol/jsonrpc
 *
 * @example
 * formatJsonRpcRequest('wc_sessionPing', {})
 */
export function formatJsonRpcRequest<
  const method extends string,
  params = unknown,
>(
  method: method,
  params: params,
  id: JsonRpcId = payloadId(),
): JsonRpcRequest<params, method> {
  return { id, jsonrpc: '2.0', method, params }
}
