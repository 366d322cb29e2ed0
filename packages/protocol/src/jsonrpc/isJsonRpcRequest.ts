import type { JsonRpcRequest } from './types.js'

/**
 * True for an object with `jsonrpc: '2.0'`, an id and a string `method`.
 *
 * https://latch.dev/docs/protocol/jsonrpc
 */
export function isJsonRpcRequest(value: unknown): value is JsonRpcRequest {
  return (
    isPayload(value) && 'method' in value && typeof value.method === 'string'
  )
}

function isPayload(value: unknown): value is { id: unknown; jsonrpc: '2.0' } {
  if (typeof value !== 'object' || value === null) return false
  const { id, jsonrpc } = value as { id?: unknown; jsonrpc?: unknown }
  return jsonrpc === '2.0' && (typeof id === 'number' || typeof id === 'string')
}
