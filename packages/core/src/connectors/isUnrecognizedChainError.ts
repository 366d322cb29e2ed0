/**
 * Whether a wallet's error says it does not know the chain (EIP-3326 4902,
 * or 32603, read as invalid chain id: SPEC §8). Some wallets wrap it:
 * `{ code: -32603, data: { originalError: { code: 4902 } } }`.
 */
export function isUnrecognizedChainError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e !== 'object') return false
    const { code, data, cause } = e as {
      code?: unknown
      data?: { originalError?: unknown }
      cause?: unknown
    }
    if (code === 4902 || code === 32603) return true
    e = data?.originalError ?? cause
  }
  return false
}
