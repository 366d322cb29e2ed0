/**
 * An Ethereum JSON-RPC quantity: `0x` and 1–64 hex digits (at most 256
 * bits). `0x` alone, non-hex, longer values and non-strings are not
 * quantities. Leading zeros are accepted, as wallets send them.
 */
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/** The value of a JSON-RPC quantity, or `undefined` when it is not one. */
export function readRpcQuantity(value: unknown): bigint | undefined {
  if (typeof value !== 'string' || !QUANTITY.test(value)) return undefined
  return BigInt(value)
}
