// Loaded on demand by installDevWallet: everything that pulls @solana/kit
// stays out of the EVM dev wallet's bundle.
import type {
  Wallet,
  WalletEventsWindow,
  WindowAppReadyEventAPI,
} from '@wallet-standard/base'
import {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevWallet,
} from './createSolanaDevWallet.js'

/**
 * Registers `wallet` with the page's Wallet Standard apps, as
 * `registerWallet` from @wallet-standard/wallet does (a
 * `wallet-standard:register-wallet` event now, and an answer to each later
 * `wallet-standard:app-ready`), but keeps what each app's `register`
 * returns, so the wallet can leave again: the returned function unregisters
 * it everywhere.
 */
function registerWalletUntil(wallet: Wallet): () => void {
  const target = window as unknown as WalletEventsWindow
  const unregisters: (() => void)[] = []
  const callback = ({ register }: WindowAppReadyEventAPI) => {
    unregisters.push(register(wallet))
  }
  const onReady = (event: { detail: WindowAppReadyEventAPI }) =>
    callback(event.detail)
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: callback,
    }) as never,
  )
  target.addEventListener('wallet-standard:app-ready', onReady as never)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onReady as never)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

/**
 * Creates the dev wallet's Solana side and registers it with the Wallet
 * Standard. `unregister` removes it from the page's wallets.
 */
export async function registerSolanaDevWallet(
  parameters: CreateSolanaDevWalletParameters,
): Promise<SolanaDevWallet & { unregister(): void }> {
  const solana = await createSolanaDevWallet(parameters)
  const unregister = registerWalletUntil(solana.wallet)
  return { ...solana, unregister }
}
