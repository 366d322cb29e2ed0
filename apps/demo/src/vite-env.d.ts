/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the RPC URL of Latch Devnet (31337), e.g. for tests. */
  readonly VITE_DEVNET_RPC_1?: string
  /** Overrides the RPC URL of Latch Devnet 2 (31338), e.g. for tests. */
  readonly VITE_DEVNET_RPC_2?: string
  /** Overrides the RPC URL of the local Solana chain (Solana Local). */
  readonly VITE_SOLANA_RPC_URL?: string
  /** The Latch relay's WebSocket URL. */
  readonly VITE_RELAY_URL?: string
  /** The Latch API server's URL. */
  readonly VITE_API_URL?: string
  /** The embedded-wallet service's origin (e-mail and social login). */
  readonly VITE_EMBEDDED_URL?: string
  /** The demo stack's test-funds faucet (`npm start`, the e2e setup). */
  readonly VITE_FAUCET_URL?: string
}
