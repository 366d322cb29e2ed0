import { getEvmAddress } from '@latch/common'

/**
 * The EIP-55 checksummed form of each account an injected wallet names.
 * Imported on demand: its keccak is needed only once a wallet names an
 * account, never on a first visit before the visitor connects.
 */
export function checksumAccounts(accounts: readonly unknown[]): string[] {
  return accounts.map((a) => getEvmAddress(String(a)))
}
