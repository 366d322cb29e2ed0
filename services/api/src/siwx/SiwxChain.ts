/** A chain sign-in accepts, and where to check contract signatures on it. */
export type SiwxChain = {
  /** EVM chain id, e.g. 31337. */
  chainId: number
  /** JSON-RPC URLs; the first that answers is used. */
  rpcUrls: readonly string[]
}
