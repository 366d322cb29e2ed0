/** A chain the devnet runs and the Latch Dev Wallet knows. */
export type DevnetChain = {
  /** EIP-155 chain id. */
  chainId: number
  /** Human-readable name shown in the wallet. */
  name: string
  /** HTTP JSON-RPC URL of the chain's default anvil. */
  rpcUrl: string
}

/**
 * The first Latch devnet: anvil with chain id 31337 on 127.0.0.1:8545.
 * Mirrors `devnet` from `@latch/common`.
 */
export const latchDevnet = {
  chainId: 31337,
  name: 'Latch Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
} as const satisfies DevnetChain

/**
 * The second Latch devnet: anvil with chain id 31338 on 127.0.0.1:8546.
 * Mirrors `devnet2` from `@latch/common`.
 */
export const latchDevnet2 = {
  chainId: 31338,
  name: 'Latch Devnet 2',
  rpcUrl: 'http://127.0.0.1:8546',
} as const satisfies DevnetChain

/** Both devnets, in port order. */
export const devnetChains: readonly DevnetChain[] = [latchDevnet, latchDevnet2]
