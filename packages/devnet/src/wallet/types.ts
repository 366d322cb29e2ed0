/** A chain the dev wallet can switch to. */
export type DevWalletChain = {
  chainId: number
  /** HTTP JSON-RPC URL; empty means reads fail with 4901. */
  rpcUrl: string
  name: string
}

/**
 * A chain as given to the wallet: `url` is accepted as an alias of
 * `rpcUrl`, and `name` defaults to the devnet's name or 'Chain <id>'.
 */
export type DevWalletChainInput = {
  chainId: number
  rpcUrl?: string
  url?: string
  name?: string
}

/** What the wallet asks the person to approve. */
export type DevWalletPromptRequest = {
  /** The EIP-1193 method, e.g. `personal_sign`. */
  method: string
  /** Heading: 'Connect to <origin>?', 'Sign message', 'Switch network'… */
  title: string
  /** Label/value lines shown under the heading. */
  details: { label: string; value: string }[]
  /** What should make the person stop and read, shown first. */
  warnings?: string[] | undefined
  /** Origin of the page asking. */
  origin: string
}

/** Resolves `true` when the person approves, `false` when they reject. */
export type DevWalletConfirm = (
  request: DevWalletPromptRequest,
) => Promise<boolean>

/** Where the "site is connected" flag is kept (localStorage in a browser). */
export type DevWalletStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** EIP-1193 request arguments. */
export type RequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object | undefined
}

/** The injected EIP-1193 provider of the Latch Dev Wallet. */
export type DevWalletProvider = {
  readonly isLatchDevWallet: true
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}
