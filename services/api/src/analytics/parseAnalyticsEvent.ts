import { badRequest } from '../errors/ApiError.js'
import { hasControlCharacters } from '../projects/validateProjectFields.js'

/** A checked POST /e body. */
export type AnalyticsEvent = {
  eventId: string
  url: string
  domain: string
  /** Milliseconds since the epoch (client clock). */
  timestamp: number
  /** Event data plus address or error props; a JSON object. */
  props: Record<string, unknown>
}

/** Largest `props` accepted, serialised, in bytes. */
export const MAX_PROPS_BYTES = 8192

const text = (value: unknown, name: string, max: number): string => {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > max ||
    hasControlCharacters(value)
  )
    throw badRequest(
      `${name} must be a non-empty string of at most ${max} characters`,
    )
  return value
}

// C0 controls but tab, LF and CR (stack traces keep their lines), and DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** Whether any key or string value in a JSON value holds a control character. */
function hasControlStrings(value: unknown): boolean {
  const stack = [value]
  while (stack.length > 0) {
    const item = stack.pop()
    if (typeof item === 'string') {
      if (controlCharacters.test(item)) return true
    } else if (Array.isArray(item)) stack.push(...item)
    else if (typeof item === 'object' && item !== null)
      for (const [key, child] of Object.entries(item)) {
        if (controlCharacters.test(key)) return true
        stack.push(child)
      }
  }
  return false
}

/**
 * Checks a POST /e body `{ eventId, url, domain, timestamp, props }`;
 * throws a 400 `ApiError` naming the bad field.
 */
export function parseAnalyticsEvent(
  body: Record<string, unknown>,
): AnalyticsEvent {
  const eventId = text(body.eventId, 'eventId', 128)
  const url = text(body.url, 'url', 2048)
  const domain = text(body.domain, 'domain', 255)
  const { timestamp, props = {} } = body
  if (
    typeof timestamp !== 'number' ||
    !Number.isSafeInteger(timestamp) ||
    timestamp <= 0
  )
    throw badRequest(
      'timestamp must be a positive integer (milliseconds since the epoch)',
    )
  if (typeof props !== 'object' || props === null || Array.isArray(props))
    throw badRequest('props must be a JSON object')
  const serialised = JSON.stringify(props)
  if (Buffer.byteLength(serialised) > MAX_PROPS_BYTES)
    throw badRequest(`props must be at most ${MAX_PROPS_BYTES} bytes of JSON`)
  // PostgreSQL text and jsonb cannot hold NUL.
  if (serialised.includes('\\u0000'))
    throw badRequest('props must not contain NUL characters')
  if (hasControlStrings(props))
    throw badRequest(
      'props must not contain control characters (tab, line feed and carriage return aside)',
    )
  return {
    eventId,
    url,
    domain,
    timestamp,
    props: props as Record<string, unknown>,
  }
}
