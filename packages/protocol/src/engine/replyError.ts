import type { RpcMethod } from '../jsonrpc/rpcOptions.js'
import { sendResponse } from './sendResponse.js'
import type { EngineContext } from './types.js'

/**
 * Answers request `id` with the `{ code, message }` of a thrown
 * ProtocolError (or a generic error), never throwing itself.
 */
export async function replyError(
  ctx: EngineContext,
  request: { topic: string; id: number; method: RpcMethod },
  error: unknown,
): Promise<void> {
  const { code, shortMessage, message } = error as {
    code?: unknown
    shortMessage?: string
    message?: string
  }
  await sendResponse(ctx, {
    ...request,
    error: {
      code: typeof code === 'number' ? code : -32603,
      message: shortMessage ?? message ?? 'Internal error',
    },
  }).catch(() => {})
}
