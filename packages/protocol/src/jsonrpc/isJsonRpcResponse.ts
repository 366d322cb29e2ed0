import type { JsonRpcResponse } from './types.js'

/**
 * True for an object with `jsonrpc: '2.0'`, an id, no `method`, and either
 * `result` or `error`.
 *
 * https://latch.dev/docs/protocol/jsonrpc
 */
export function isJsonRpcResponse(value: unknown): value is JsonRpcResponse {
  if (typeof value !== 'object' || value === null) return false
  const payload = value as Record<string, unknown>
  return (
    payload.jsonrpc === '2.0' &&
    (typeof payload.id === 'number' || typeof payload.id === 'string') &&
    !('method' in payload) &&
    ('result' in payload || 'error' in payload)
  )
}
