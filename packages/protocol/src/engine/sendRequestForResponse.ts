import { payloadId } from '../jsonrpc/payloadId.js'
import { type SendRequestParameters, sendRequest } from './sendRequest.js'
import type { EngineContext } from './types.js'
import { waitForResponse } from './waitForResponse.js'

/**
 * Publishes a wc_* request whose answer is awaited; once it is published,
 * resolves with a function returning the promise of that answer (see
 * `waitForResponse`: rejects after `timeout` ms if set). The answer is
 * listened for before the request goes out.
 *
 * @example
 * const response = await sendRequestForResponse(ctx, { topic, method: 'wc_sessionPing', params: {} }, 30_000)
 * await response()
 */
export async function sendRequestForResponse<result = unknown>(
  ctx: EngineContext,
  parameters: SendRequestParameters,
  timeout?: number,
): Promise<() => Promise<result>> {
  const id = parameters.id ?? payloadId()
  const response = waitForResponse<result>(ctx, id, timeout)
  // Not every caller awaits the answer (acknowledged() is optional).
  response.catch(() => {})
  await sendRequest(ctx, { ...parameters, id })
  return () => response
}
