/**
 * Whether `value` looks like a Solana address: 32 to 44 base58 characters
 * (no 0, O, I or l).
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true
 */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
