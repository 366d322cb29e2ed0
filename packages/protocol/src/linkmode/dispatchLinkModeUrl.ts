import { handleRelayMessage } from '../engine/handleRelayMessage.js'
import type { EngineContext } from '../engine/types.js'
import { parseLinkModeUrl } from './parseLinkModeUrl.js'

/**
 * Takes a link-mode URL the app was opened with (`?wc_ev=…&topic=…`) and
 * handles its envelope like a relay message. A session it names runs by
 * link from then on (as the official SDK's `dispatchEnvelope`). Resolves
 * `false` when the URL carries no envelope; bad input never throws.
 */
export async function dispatchLinkModeUrl(
  ctx: EngineContext,
  url: unknown,
): Promise<boolean> {
  const envelope = parseLinkModeUrl(url)
  if (!envelope) return false
  if (ctx.stores.sessions.find(envelope.topic))
    await ctx.stores.sessions.update(envelope.topic, {
      transportType: 'link_mode',
    })
  await handleRelayMessage(ctx, {
    ...envelope,
    publishedAt: Date.now(),
    transportType: 'link_mode',
  }).catch(() => {})
  return true
}
