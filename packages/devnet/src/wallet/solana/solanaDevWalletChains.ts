// Browser-safe constants of the dev wallet's Solana side (no Solana library).

/** Latch's local Solana chain (LiteSVM, `npm start`), CAIP-2 id. */
export const SOLANA_LOCALNET_CHAIN = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'

/** Default RPC URL of the local chain. */
export const SOLANA_LOCALNET_RPC_URL = 'http://127.0.0.1:8899'

/**
 * The clusters the wallet lists, each by its CAIP-2 id and by the Wallet
 * Standard cluster name, with the public RPC URL used to send there (the
 * local chain's is configurable).
 */
export const solanaDevWalletClusters = [
  {
    name: 'Solana Local',
    ids: [SOLANA_LOCALNET_CHAIN, 'solana:localnet'],
    rpcUrl: SOLANA_LOCALNET_RPC_URL,
  },
  {
    name: 'Solana Devnet',
    ids: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:devnet'],
    rpcUrl: 'https://api.devnet.solana.com',
  },
  {
    name: 'Solana Testnet',
    ids: ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'solana:testnet'],
    rpcUrl: 'https://api.testnet.solana.com',
  },
  {
    name: 'Solana',
    ids: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:mainnet'],
    rpcUrl: 'https://api.mainnet-beta.solana.com',
  },
] as const

/** localStorage key that remembers the page is connected (Solana side). */
export const SOLANA_CONNECTED_STORAGE_KEY = 'latch-dev-wallet:solana-connected'
