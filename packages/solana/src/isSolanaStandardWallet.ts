import { isSolanaAddress } from '@latch/common'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

const isSolanaChain = (chain: unknown) =>
  typeof chain === 'string' && chain.startsWith('solana:')

/**
 * Whether a registered Wallet Standard wallet can connect Solana: it lists
 * a `solana:` chain and offers `standard:connect`. Malformed wallets are
 * not.
 */
export function isSolanaStandardWallet(wallet: unknown): wallet is Wallet {
  if (!wallet || typeof wallet !== 'object') return false
  const { name, chains, features } = wallet as Partial<Wallet>
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    Array.isArray(chains) &&
    chains.some(isSolanaChain) &&
    !!features &&
    typeof features === 'object' &&
    typeof (features['standard:connect'] as { connect?: unknown } | undefined)
      ?.connect === 'function'
  )
}

/** The Solana addresses among a wallet's accounts (base58). */
export function getSolanaAccounts(
  accounts: readonly WalletAccount[] | undefined,
): string[] {
  if (!Array.isArray(accounts)) return []
  return accounts
    .filter(
      (a) =>
        a &&
        typeof a.address === 'string' &&
        isSolanaAddress(a.address) &&
        (!Array.isArray(a.chains) || a.chains.some(isSolanaChain)),
    )
    .map((a) => a.address)
}
