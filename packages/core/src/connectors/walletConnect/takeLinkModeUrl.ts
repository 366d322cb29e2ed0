import { parseLinkModeUrl } from '@latch/protocol'

/** The query parameters a link-mode URL carries (SPEC §6). */
const LINK_MODE_PARAMS = ['wc_ev', 'topic']

/**
 * The URL this page was opened with when it carries a link-mode message
 * (`?wc_ev=…&topic=…`, a wallet answering on the app's universal link),
 * else undefined. The message's parameters are taken out of the address
 * bar (history.replaceState), so a reload does not replay it.
 */
export function takeLinkModeUrl(
  location: Pick<Location, 'href'> | undefined = globalThis.location,
  history:
    | Pick<History, 'replaceState' | 'state'>
    | undefined = globalThis.history,
): string | undefined {
  const href = location?.href
  if (!href || !parseLinkModeUrl(href)) return undefined
  const left = new URL(href)
  for (const name of LINK_MODE_PARAMS) left.searchParams.delete(name)
  history?.replaceState(history.state, '', left.href)
  return href
}
