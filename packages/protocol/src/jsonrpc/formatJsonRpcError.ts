import type { JsonRpcError, JsonRpcErrorObject, JsonRpcId } from './types.js'

/**
 * Builds `{ id, jsonrpc: '2.0', error: { code, message, data? } }`; `data`
 * is left out when undefined.
 *
 * https://latch.dev/docs/protocol/jsonrpc
 *
 * @example
 * formatJsonRpcError(request.id, { code: 5000, message: 'User rejected.' })
 */
export function formatJsonRpcError(
  id: JsonRpcId,
  error: JsonRpcErrorObject,
): JsonRpcError {
  const { code, message, data } = error
  return {
    id,
    jsonrpc: '2.0',
    error: data === undefined ? { code, message } : { code, message, data },
  }
}
