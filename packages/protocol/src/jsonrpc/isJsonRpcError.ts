import { isJsonRpcResponse } from './isJsonRpcResponse.js'
import type { JsonRpcError } from './types.js'

/**
 * True for a response carrying `error: { code, message }`.
 *
 * https://latch.dev/docs/protocol/jsonrpc
 */
export function isJsonRpcError(value: unknown): value is JsonRpcError {
  if (!isJsonRpcResponse(value) || !('error' in value)) return false
  const { error } = value as { error: unknown }
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}
