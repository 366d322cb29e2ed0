import { bitcoin, bitcoinTestnet } from '@latch/common'
import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

/** A Bitcoin network the wallet signs on. */
export type BitcoinNetwork = {
  /** CAIP-2 id, `bip122:<genesis hash prefix>`. */
  caip: string
  name: string
  testnet: boolean
  /** Esplora REST API (UTXOs, broadcast). */
  esploraUrl: string
}

/** The address encoding (`bc` / `tb`) of `network` for @scure/btc-signer. */
export const btcNetworkOf = (network: Pick<BitcoinNetwork, 'testnet'>) =>
  network.testnet ? TEST_NETWORK : NETWORK

/** Bitcoin mainnet and testnet3, with their Esplora URLs (or `urls`). */
export function defaultBitcoinNetworks(
  urls: { mainnet?: string | undefined; testnet?: string | undefined } = {},
): BitcoinNetwork[] {
  return [
    {
      caip: bitcoin.caipNetworkId,
      name: bitcoin.name,
      testnet: false,
      esploraUrl: urls.mainnet || bitcoin.rpcUrls.default.http[0],
    },
    {
      caip: bitcoinTestnet.caipNetworkId,
      name: bitcoinTestnet.name,
      testnet: true,
      esploraUrl: urls.testnet || bitcoinTestnet.rpcUrls.default.http[0],
    },
  ]
}
