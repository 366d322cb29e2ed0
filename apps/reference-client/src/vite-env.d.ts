/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** RPC URL of Latch Devnet (31337); default http://127.0.0.1:8545. */
  readonly VITE_DEVNET_RPC_1?: string
  /** RPC URL of Latch Devnet 2 (31338); default http://127.0.0.1:8546. */
  readonly VITE_DEVNET_RPC_2?: string
  /** latch-relay; default ws://127.0.0.1:8787. */
  readonly VITE_RELAY_URL?: string
  /** Project id on the Latch stack; default latch-demo. */
  readonly VITE_PROJECT_ID?: string
}
