import { devAccounts } from '@latch/devnet'
import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { solanaAddress } from '@latch/devnet/solana-signer'
import { type WalletNamespaces, walletNamespaces } from './buildNamespaces.js'
import type { WalletConfig } from './readWalletConfig.js'

/** Dev account `index`'s address on a Bitcoin network (by CAIP-2 id). */
const bitcoinAddressOf =
  (config: Pick<WalletConfig, 'bitcoin'>, index: number) =>
  (caip: string): string => {
    const network = config.bitcoin.find((n) => n.caip === caip)
    return network ? bitcoinAccount(index, network).address : ''
  }

/**
 * Everything the wallet offers with dev account `index`: its EVM chains,
 * Solana clusters and Bitcoin networks, with that account's address in
 * each (what `buildNamespaces` approves from).
 */
export function walletOffer(
  config: Pick<WalletConfig, 'chains' | 'solana' | 'bitcoin'>,
  index: number,
): WalletNamespaces {
  return walletNamespaces({
    evm: {
      chainIds: config.chains.map((c) => c.chainId),
      address: (devAccounts[index] ?? devAccounts[0])?.address ?? '',
    },
    solana: {
      chains: config.solana.map((n) => n.caip),
      address: solanaAddress(index),
    },
    bitcoin: {
      chains: config.bitcoin.map((n) => n.caip),
      address: bitcoinAddressOf(config, index),
    },
  })
}

/** The account of dev account `index` on each non-EVM chain, by namespace. */
export function otherAddresses(
  config: Pick<WalletConfig, 'bitcoin'>,
  index: number,
): Record<string, (chain: string) => string> {
  return {
    solana: () => solanaAddress(index),
    bip122: bitcoinAddressOf(config, index),
  }
}
