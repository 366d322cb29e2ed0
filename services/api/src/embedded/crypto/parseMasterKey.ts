import { hexToBytes } from 'viem'

/**
 * Parses an operator master key: 64 hex digits (32 bytes), optional `0x`,
 * surrounding whitespace ignored. Throws a `TypeError` naming the problem
 * (never the key).
 *
 * @example
 * parseMasterKey(process.env.LATCH_EMBEDDED_MASTER_KEY)
 */
export function parseMasterKey(text: string): Uint8Array {
  const hex = text.trim().replace(/^0x/i, '')
  if (!/^[0-9a-fA-F]{64}$/.test(hex))
    throw new TypeError(
      'The embedded-wallet master key must be 32 bytes as 64 hex digits',
    )
  return hexToBytes(`0x${hex}`)
}
