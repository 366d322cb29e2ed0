import { base64, base64urlnopad } from '@scure/base'

export type FormatLinkModeUrlParameters = {
  /** The peer's `metadata.redirect.universal`. */
  universalLink: string
  topic: string
  /** A standard-base64 envelope, as `encodeEnvelope` returns it. */
  envelope: string
}

/**
 * The link-mode URL that carries one envelope to a peer:
 * `<universal link>?wc_ev=<base64url envelope, no padding>&topic=<topic>`,
 * built exactly as the official SDK (`getLinkModeURL`).
 *
 * https://latch.dev/docs/protocol/client#link-mode
 *
 * @example
 * formatLinkModeUrl({ universalLink: 'https://wallet.example/wc', topic, envelope })
 */
export function formatLinkModeUrl({
  universalLink,
  topic,
  envelope,
}: FormatLinkModeUrlParameters): string {
  const wcEv = base64urlnopad.encode(base64.decode(envelope))
  return `${universalLink}?wc_ev=${wcEv}&topic=${topic}`
}
