import { getSdkError } from '@latch/common'
import { JsonRpcResponseError } from './JsonRpcResponseError.js'
import type { EngineContext } from './types.js'

/**
 * Resolves with the `result` of the response to request `id`, or rejects
 * with a {@link JsonRpcResponseError}; rejects after `timeout` ms if set.
 */
export function waitForResponse<result = unknown>(
  ctx: EngineContext,
  id: number,
  timeout?: number,
): Promise<result> {
  return new Promise<result>((resolve, reject) => {
    const timer =
      timeout === undefined
        ? undefined
        : setTimeout(() => {
            ctx.pending.delete(id)
            reject(
              new JsonRpcResponseError(getSdkError('SESSION_REQUEST_EXPIRED')),
            )
          }, timeout)
    ctx.pending.set(id, (response) => {
      clearTimeout(timer)
      ctx.pending.delete(id)
      if ('error' in response) reject(new JsonRpcResponseError(response.error))
      else resolve(response.result as result)
    })
  })
}
