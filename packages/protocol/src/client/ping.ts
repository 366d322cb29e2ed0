import { sendRequestForResponse } from '../engine/sendRequestForResponse.js'
import type { EngineContext } from '../engine/types.js'
import { getSession } from './getSession.js'

export type PingParameters = { topic: string }

/**
 * Either side: pings the peer on a session topic; resolves when it answers.
 *
 * @example
 * await ping(ctx, { topic })
 */
export async function ping(
  ctx: EngineContext,
  { topic }: PingParameters,
): Promise<void> {
  getSession(ctx, topic)
  const response = await sendRequestForResponse(
    ctx,
    { topic, method: 'wc_sessionPing', params: {} },
    30_000,
  )
  await response()
}
