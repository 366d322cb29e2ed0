import type { EmbeddedContext } from '../EmbeddedContext.js'

/**
 * The origin every link the service writes starts with (device-approval
 * links, the social `redirect_uri`, the frame's `serviceUrl`): the
 * configured public URL, else the origin it listens on. Never the
 * request's Host, which the client writes.
 */
export function serviceOrigin(
  context: Pick<EmbeddedContext, 'settings'>,
): string {
  const { publicUrl, listenUrl } = context.settings
  const base = publicUrl ?? listenUrl
  if (!base)
    throw new TypeError(
      'latch-api embedded: settings.publicUrl or settings.listenUrl is required',
    )
  return new URL(base).origin
}
