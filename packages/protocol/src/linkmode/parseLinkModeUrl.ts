import { base64, base64urlnopad } from '@scure/base'

export type ParsedLinkModeUrl = {
  topic: string
  /** The envelope in standard base64 (with padding), as the relay delivers it. */
  message: string
}

/**
 * Reads the envelope a link-mode URL carries (`wc_ev`, base64url with or
 * without padding, and `topic`). `undefined` when the URL is not one: bad
 * input never throws.
 *
 * https://latch.dev/docs/protocol/client#link-mode
 *
 * @example
 * const envelope = parseLinkModeUrl(location.href)
 */
export function parseLinkModeUrl(url: unknown): ParsedLinkModeUrl | undefined {
  if (typeof url !== 'string' || !url.includes('wc_ev')) return undefined
  let params: URLSearchParams
  try {
    params = new URL(url).searchParams
  } catch {
    return undefined
  }
  const topic = params.get('topic')
  const wcEv = params.get('wc_ev')?.replace(/=+$/, '')
  if (!topic || !/^[0-9a-f]{64}$/.test(topic) || !wcEv) return undefined
  try {
    return { topic, message: base64.encode(base64urlnopad.decode(wcEv)) }
  } catch {
    return undefined
  }
}
