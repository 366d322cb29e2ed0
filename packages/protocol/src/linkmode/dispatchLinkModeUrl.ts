import { handleRelayMessage } from '../engine/handleRelayMessage.js'
import type { EngineContext } from '../engine/types.js'
import { parseLinkModeUrl } from './parseLinkModeUrl.js'

/**
 * Takes a link-mode URL the app was opened with (`?wc_ev=…&topic=…`) and
 * handles its envelope like a relay message. A session whose key opens it
 * runs by link from then on (as the official SDK's `dispatchEnvelope`,
 * which does not wait for the key to open it). Resolves
 * `false` when the URL carries no envelope; bad input never throws.
 */
export async function dispatchLinkModeUrl(
  ctx: EngineContext,
  url: unknown,
): Promise<boolean> {
  const envelope = parseLinkModeUrl(url)
  if (!envelope) return false
  await handleRelayMessage(ctx, {
    ...envelope,
    publishedAt: Date.now(),
    transportType: 'link_mode',
  }).catch(() => {})
  return true
}
