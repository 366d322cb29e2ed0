import { isJsonRpcResponse } from './isJsonRpcResponse.js'
import type { JsonRpcResult } from './types.js'

/**
 * True for a response carrying `result`.
 *
 * https://latch.dev/docs/protocol/jsonrpc
 */
export function isJsonRpcResult(value: unknown): value is JsonRpcResult {
  return isJsonRpcResponse(value) && 'result' in value
}
