import type { EngineContext } from '../engine/types.js'
import type { Metadata } from '../types/metadata.js'

/** Remembers that the peer's universal link takes link-mode messages. */
export async function addLinkModeApp(
  ctx: EngineContext,
  peer: Metadata | undefined,
): Promise<void> {
  const universal = peer?.redirect?.universal
  if (universal && !ctx.stores.linkModeApps.find(universal))
    await ctx.stores.linkModeApps.set(universal, universal)
}
