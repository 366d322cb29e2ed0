export interface BuildAppOptions {
  /** Folder under apps/. */
  app: 'demo' | 'wallet' | (string & {})
  /** @default apps/<app>/dist */
  outDir?: string | undefined
  /** VITE_DEVNET_RPC_1/2. */
  rpcUrls?: readonly string[] | undefined
  /** VITE_RELAY_URL. */
  relayUrl?: string | undefined
  /** VITE_API_URL. */
  apiUrl?: string | undefined
  /** VITE_EMBEDDED_URL: the embedded-wallet service's origin. */
  embeddedUrl?: string | undefined
  /** VITE_SOLANA_RPC_URL: the local Solana chain's JSON-RPC. */
  solanaRpcUrl?: string | undefined
  /** VITE_FAUCET_URL: the demo stack's test-funds faucet (demo only). */
  faucetUrl?: string | undefined
}

/** Absolute path of apps/<name>. */
export function appRoot(name: string): string

/** Vite production build of apps/<app>; resolves to the output directory. */
export function buildApp(options: BuildAppOptions): Promise<string>

/** `buildApp` in a child Node process (its memory goes back when it ends). */
export function buildAppInChild(options: BuildAppOptions): Promise<string>
