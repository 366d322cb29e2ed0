import type { NamespaceAdapter } from '@latch/core'
import type { SolanaMethods } from './solanaMethods.js'
import {
  type WatchStandardWalletsOptions,
  watchStandardWallets,
} from './watchStandardWallets.js'

export type SolanaAdapterOptions = WatchStandardWalletsOptions

const load = () => import('./solanaMethods.js')

/** A method of `solanaMethods`, loaded on its first call. */
const lazy = <K extends keyof SolanaMethods>(name: K) =>
  (async (...args: unknown[]) => {
    const method = (await load()).solanaMethods[name]
    return (method as (...forwarded: unknown[]) => unknown)(...args)
  }) as SolanaMethods[K]

/**
 * Solana for `createConfig`'s `adapters`: its injected wallets (Wallet
 * Standard discovery, from the modal's first opening unless `discovery:
 * 'load'`) and the code core's shared actions reach Solana through — SOL
 * and SPL balances and the account's history from the network's RPC, ed25519 message signatures
 * (base58), SOL and SPL sends and their fee, and the SolanaProvider
 * WalletConnect and the embedded wallet hand out (solana_* requests in
 * WalletConnect's shapes). Each part is a chunk of its own, loaded on
 * first use; an EVM-only page passes no adapter and contains none of it.
 *
 * @example
 * import { solanaAdapter } from '@latch/solana'
 * createConfig({ networks: [mainnet, solana], adapters: [solanaAdapter()], … })
 */
export function solanaAdapter(
  options: SolanaAdapterOptions = {},
): NamespaceAdapter {
  return {
    namespace: 'solana',
    watch: (config) => watchStandardWallets(config, options),
    getBalance: lazy('getBalance'),
    getTokenBalances: lazy('getTokenBalances'),
    getTransactions: lazy('getTransactions'),
    signMessage: lazy('signMessage'),
    sendToken: lazy('sendToken'),
    estimateSendFee: lazy('estimateSendFee'),
    createSessionProvider: lazy('createSessionProvider'),
  }
}
