/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Relay the wallet connects to. @default ws://127.0.0.1:8787 */
  readonly VITE_RELAY_URL?: string
  /** Project id sent to the relay. @default latch-demo */
  readonly VITE_PROJECT_ID?: string
  /** Latch API the wallet checks Verify attestations with. @default http://127.0.0.1:8788 */
  readonly VITE_API_URL?: string
  /** RPC URL of Latch Devnet (31337). @default http://127.0.0.1:8545 */
  readonly VITE_DEVNET_RPC_1?: string
  /** RPC URL of Latch Devnet 2 (31338). @default http://127.0.0.1:8546 */
  readonly VITE_DEVNET_RPC_2?: string
  /** RPC URL of the local Solana chain. @default http://127.0.0.1:8899 */
  readonly VITE_SOLANA_RPC_URL?: string
  /**
   * The Farcaster relay the wallet answers sign-ins on (the embedded-wallet
   * service, /v1/channel/*). @default http://127.0.0.1:8789
   */
  readonly VITE_EMBEDDED_URL?: string
  /** Esplora API of Bitcoin mainnet. @default https://mempool.space/api */
  readonly VITE_BITCOIN_ESPLORA_URL?: string
  /** Esplora API of Bitcoin testnet. @default https://mempool.space/testnet/api */
  readonly VITE_BITCOIN_TESTNET_ESPLORA_URL?: string
}
