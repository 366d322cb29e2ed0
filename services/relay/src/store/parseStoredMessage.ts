import type { RelayMessage } from '../core/types.js'

/**
 * Parses a message read back from Redis (store or pub/sub); returns
 * `undefined` for anything that is not a well-formed `RelayMessage`.
 */
export function parseStoredMessage(json: string): RelayMessage | undefined {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const m = value as Record<string, unknown>
  if (
    typeof m.id !== 'string' ||
    typeof m.topic !== 'string' ||
    typeof m.message !== 'string' ||
    typeof m.publisher !== 'string' ||
    typeof m.publishedAt !== 'number' ||
    typeof m.seq !== 'number' ||
    typeof m.expiresAt !== 'number' ||
    typeof m.ttl !== 'number' ||
    typeof m.tag !== 'number'
  )
    return undefined
  return value as RelayMessage
}
