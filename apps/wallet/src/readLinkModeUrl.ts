import { parseLinkModeUrl } from '@latch/protocol'

/**
 * The URL the wallet was opened with when it carries a link-mode message
 * (`/wc?wc_ev=…&topic=…`, SPEC §6), else undefined.
 */
export function readLinkModeUrl(location: {
  href: string
}): string | undefined {
  return parseLinkModeUrl(location.href) ? location.href : undefined
}
