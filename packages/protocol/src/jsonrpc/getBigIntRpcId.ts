/**
 * A relay request id like the official SDK's: `Date.now() * 10^6` plus six
 * random digits, as a 19-digit decimal string (beyond 2^53, hence a string).
 *
 * https://latch.dev/docs/protocol/jsonrpc
 *
 * @example
 * const id = getBigIntRpcId() // '1795246995503907328'
 */
export function getBigIntRpcId(): string {
  // The decimal digits of Date.now() * 10^6 + random: no BigInt needed.
  const random = String(Math.floor(Math.random() * 1_000_000))
  return `${Date.now()}${random.padStart(6, '0')}`
}
