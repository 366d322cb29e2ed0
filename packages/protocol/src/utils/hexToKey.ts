import { hex as hexCoder } from '@scure/base'

const hexPattern = /^(?:[0-9a-fA-F]{2})*$/

/**
 * Parses `hex` into bytes, or returns `undefined` when it is not hex of
 * `length` bytes (any even length when `length` is omitted). Never throws.
 */
export function hexToKey(
  hex: unknown,
  length?: number,
): Uint8Array<ArrayBuffer> | undefined {
  if (typeof hex !== 'string' || !hexPattern.test(hex)) return undefined
  if (length !== undefined && hex.length !== length * 2) return undefined
  return hexCoder.decode(hex) as Uint8Array<ArrayBuffer>
}
