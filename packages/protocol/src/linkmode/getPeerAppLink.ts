import type { EngineContext } from '../engine/types.js'
import type { Metadata } from '../types/metadata.js'
import type { TransportType } from '../types/session.js'

/**
 * The peer's universal link when a message to it goes by link mode, as the
 * official SDK decides (`isLinkModeEnabled`): the exchange is in link mode,
 * both sides advertise `redirect.linkMode` with a universal link, the peer
 * is known to support it (it reached us by link, or answered a link-mode
 * auth) and this client can open links. Otherwise `undefined`: the relay.
 */
export function getPeerAppLink(
  ctx: EngineContext,
  peer: Metadata | undefined,
  transportType: TransportType | undefined,
): string | undefined {
  const self = ctx.metadata.redirect
  const universal = peer?.redirect?.universal
  if (
    transportType === 'link_mode' &&
    ctx.openLink &&
    self?.linkMode === true &&
    self.universal &&
    peer?.redirect?.linkMode === true &&
    universal &&
    ctx.stores.linkModeApps.find(universal)
  )
    return universal
  return undefined
}
