import { ProtocolError } from '@latch/common'
import type { JsonRpcResponse } from '../types/request.js'

/**
 * A response has an `id`, `jsonrpc` and either `result` or an `error`
 * with a numeric code (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID
 */
export function assertValidResponse(
  response: unknown,
): asserts response is JsonRpcResponse {
  const value = response as Record<string, unknown> | undefined
  const error = value?.error as { code?: unknown } | undefined
  const ok =
    !!value &&
    (typeof value.id === 'number' || typeof value.id === 'string') &&
    typeof value.jsonrpc === 'string' &&
    ('result' in value ||
      (!!error && typeof error === 'object' && typeof error.code === 'number'))
  if (!ok)
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `respond() response: ${JSON.stringify(response)}`,
    })
}
