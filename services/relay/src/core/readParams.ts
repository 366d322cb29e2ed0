import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayErrorCodes } from '../rpc/relayErrorCodes.js'

const topicPattern = /^[0-9a-fA-F]{64}$/

function invalid(message: string): RelayRpcError {
  return new RelayRpcError(
    relayErrorCodes.invalidParams,
    `Invalid params: ${message}`,
  )
}

/** A 64-hex topic (sha256), the only topic form WalletConnect uses. */
export function readTopic(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || !topicPattern.test(value))
    throw invalid(`${name} must be 64 hex characters`)
  return value.toLowerCase()
}

/** A non-empty string (messages, envelopes). */
export function readString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0)
    throw invalid(`${name} must be a non-empty string`)
  return value
}

/** An optional string; anything else is an error. */
export function readOptionalString(
  value: unknown,
  name: string,
): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalid(`${name} must be a string`)
  return value
}

/** An integer in [min, max], or `fallback` when absent. */
export function readInteger(
  value: unknown,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback?: number },
): number {
  if (value === undefined && fallback !== undefined) return fallback
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < min ||
    value > max
  )
    throw invalid(`${name} must be an integer from ${min} to ${max}`)
  return value
}

/**
 * An array of 1…max items, each read by `readItem` under the name
 * `name[index]` (a batch's topics or entries).
 */
export function readArray<T>(
  value: unknown,
  name: string,
  max: number,
  readItem: (item: unknown, name: string) => T,
): T[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalid(`${name} must be a non-empty array`)
  if (value.length > max)
    throw invalid(`${name} has ${value.length} items, at most ${max} allowed`)
  return value.map((item, index) => readItem(item, `${name}[${index}]`))
}

/** A batch's `topics`: 1…max 64-hex topics. */
export function readTopics(value: unknown, max: number): string[] {
  return readArray(value, 'topics', max, readTopic)
}

/** A plain object (batch entries). */
export function readObject(
  value: unknown,
  name: string,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(`${name} must be an object`)
  return value as Record<string, unknown>
}
