/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the RPC URL of Latch Devnet (31337), e.g. for tests. */
  readonly VITE_DEVNET_RPC_1?: string
  /** Overrides the RPC URL of Latch Devnet 2 (31338), e.g. for tests. */
  readonly VITE_DEVNET_RPC_2?: string
  /** The Latch relay's WebSocket URL. */
  readonly VITE_RELAY_URL?: string
}
