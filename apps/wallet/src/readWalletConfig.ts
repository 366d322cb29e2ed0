import { latchDevnet, latchDevnet2 } from '@latch/devnet'
import {
  type BitcoinNetwork,
  defaultBitcoinNetworks,
} from '@latch/devnet/bitcoin-signer'
import {
  defaultSolanaNetworks,
  type SolanaNetwork,
} from '@latch/devnet/solana-signer'

/** A network the wallet can sign on. */
export type WalletChain = { chainId: number; name: string; rpcUrl: string }

/** Build-time settings of the wallet app. */
export type WalletConfig = {
  relayUrl: string
  projectId: string
  /**
   * The Verify server the wallet trusts (its Latch API): attestations of
   * proposals and requests are checked there, never where a dapp says.
   */
  verifyUrl: string
  /**
   * The Farcaster relay (Latch's embedded-wallet service) the wallet posts
   * its approvals of Farcaster sign-ins to.
   */
  farcasterRelayUrl: string
  chains: readonly [WalletChain, ...WalletChain[]]
  /** Solana clusters, the local chain first. */
  solana: readonly SolanaNetwork[]
  /** Bitcoin mainnet and testnet (Esplora APIs). */
  bitcoin: readonly BitcoinNetwork[]
}

/**
 * Reads the wallet settings from Vite's build-time env: `VITE_RELAY_URL`
 * (default ws://127.0.0.1:8787), `VITE_PROJECT_ID` (default latch-demo),
 * `VITE_API_URL` (its Verify server, default http://127.0.0.1:8788) and
 * `VITE_EMBEDDED_URL` (its Farcaster relay, default http://127.0.0.1:8789),
 * `VITE_DEVNET_RPC_1/2` (default the devnet's 8545 / 8546),
 * `VITE_SOLANA_RPC_URL` (the local Solana chain, default 127.0.0.1:8899)
 * and `VITE_BITCOIN_ESPLORA_URL` / `VITE_BITCOIN_TESTNET_ESPLORA_URL`
 * (default mempool.space's APIs).
 */
export function readWalletConfig(env: ImportMetaEnv): WalletConfig {
  return {
    relayUrl: env.VITE_RELAY_URL || 'ws://127.0.0.1:8787',
    projectId: env.VITE_PROJECT_ID || 'latch-demo',
    verifyUrl: env.VITE_API_URL || 'http://127.0.0.1:8788',
    farcasterRelayUrl: env.VITE_EMBEDDED_URL || 'http://127.0.0.1:8789',
    chains: [
      {
        chainId: latchDevnet.chainId,
        name: latchDevnet.name,
        rpcUrl: env.VITE_DEVNET_RPC_1 || latchDevnet.rpcUrl,
      },
      {
        chainId: latchDevnet2.chainId,
        name: latchDevnet2.name,
        rpcUrl: env.VITE_DEVNET_RPC_2 || latchDevnet2.rpcUrl,
      },
    ],
    solana: defaultSolanaNetworks(env.VITE_SOLANA_RPC_URL),
    bitcoin: defaultBitcoinNetworks({
      mainnet: env.VITE_BITCOIN_ESPLORA_URL,
      testnet: env.VITE_BITCOIN_TESTNET_ESPLORA_URL,
    }),
  }
}
