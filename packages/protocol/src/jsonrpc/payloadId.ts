/**
 * An id for a JSON-RPC payload inside an envelope: `Date.now() * 1000` plus
 * three random digits (16 digits, a safe integer). Receivers read the
 * millisecond prefix (`id.toString().slice(0, -3)`) to order updates.
 *
 * https://latch.dev/docs/protocol/jsonrpc
 *
 * @example
 * const request = formatJsonRpcRequest('wc_sessionPing', {}, payloadId())
 */
export function payloadId(): number {
  return Date.now() * 1000 + Math.floor(Math.random() * 1000)
}
