export type TruncateAddressParameters = {
  /** Characters kept at the start. @default 6 */
  start?: number | undefined
  /** Characters kept at the end. @default 4 */
  end?: number | undefined
}

/**
 * Shortens an address for display with a single ellipsis character; returns
 * it unchanged when shortening would not save anything.
 *
 * @example
 * truncateAddress('0x1234567890abcdef1234567890abcdef1234abcd') // '0x1234…abcd'
 */
export function truncateAddress(
  address: string,
  { start = 6, end = 4 }: TruncateAddressParameters = {},
): string {
  const head = Math.max(0, Math.floor(start))
  const tail = Math.max(0, Math.floor(end))
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${tail ? address.slice(-tail) : ''}`
}
