import { InvalidPairingUriError } from '../errors/uri.js'
import { decodeAnyBase64 } from '../utils/decodeAnyBase64.js'
import { hexToKey } from '../utils/hexToKey.js'

export type ParsePairingUriReturnType = {
  protocol: 'wc'
  version: 2
  /** 64 hex, lowercase. */
  topic: string
  /** 64 hex, lowercase. */
  symKey: string
  expiryTimestamp?: number
  methods?: string[]
  relay: { protocol: string; data?: string }
}

export type ParsePairingUriErrorType = InvalidPairingUriError

/**
 * Parses a `wc:` pairing URI. Lenient where wallets differ (`wc://` or `wc:`,
 * `//` before the topic, a base64-encoded URI, unknown params, missing or
 * bracketed `methods`, missing `relay-protocol` → `irn`); strict where it
 * matters (topic and symKey 64 hex, version 2). Throws only
 * `InvalidPairingUriError`.
 *
 * https://latch.dev/docs/protocol/uri
 *
 * @example
 * const { topic, symKey, relay } = parsePairingUri(uri)
 */
export function parsePairingUri(uri: string): ParsePairingUriReturnType {
  if (typeof uri !== 'string') fail('The URI is not a string.')
  let text = uri.trim()
  if (!/^wc:/i.test(text)) text = decodeBase64Uri(text)
  const match = /^wc:(?:\/\/)?([^@?#]*)@([^?#]*)(?:\?([^#]*))?/i.exec(text)
  if (!match) fail('Expected wc:<topic>@2?…')
  const [, rawTopic = '', rawVersion = '', rawQuery = ''] = match
  const topic = rawTopic.replace(/^\/\//, '')
  if (!hexToKey(topic, 32)) fail('The topic must be 64 hex characters.')
  if (rawVersion !== '2') fail(`Version "${rawVersion}" is not 2.`)
  const query = new URLSearchParams(rawQuery)
  const symKey = query.get('symKey') ?? ''
  if (!hexToKey(symKey, 32)) fail('symKey must be 64 hex characters.')

  const relayData = query.get('relay-data')
  const result: ParsePairingUriReturnType = {
    protocol: 'wc',
    version: 2,
    topic: topic.toLowerCase(),
    symKey: symKey.toLowerCase(),
    relay: {
      protocol: query.get('relay-protocol') || 'irn',
      ...(relayData ? { data: relayData } : {}),
    },
  }
  const expiry = query.get('expiryTimestamp')
  if (expiry !== null) {
    if (!/^\d{1,15}$/.test(expiry)) fail('expiryTimestamp is not a number.')
    result.expiryTimestamp = Number(expiry)
  }
  const methods = query.get('methods')
  if (methods) result.methods = parseMethods(methods)
  return result
}

/** `a,b` or the spec's bracketed `[a,b],[c]` form, flattened. */
function parseMethods(value: string): string[] {
  return value
    .replace(/[[\]]/g, '')
    .split(',')
    .map((method) => method.trim())
    .filter(Boolean)
}

// A base64 URI decodes to the text; anything else stays as it was (and
// fails the `wc:` match after).
function decodeBase64Uri(text: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true })
      .decode(decodeAnyBase64(text))
      .trim()
  } catch {
    return text
  }
}

function fail(reason: string): never {
  throw new InvalidPairingUriError({ reason })
}
