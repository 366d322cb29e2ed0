/** What the page needs from the server's environment, read per request. */
export type Settings = {
  projectId: string
  /** RPC URLs of Latch Devnet (31337) and Latch Devnet 2 (31338). */
  rpcUrls: readonly [string | undefined, string | undefined]
  relayUrl: string
  apiUrl: string | undefined
  embeddedUrl: string
  /** `?devwallet=1`: inject the Latch Dev Wallet (tests, trying it out). */
  devWallet: boolean
}

/**
 * The page's settings from the environment (see README): LATCH_PROJECT_ID,
 * LATCH_DEVNET_RPC_1/2, LATCH_RELAY_URL, LATCH_API_URL, LATCH_EMBEDDED_URL;
 * unset ones keep `npm start`'s ports.
 */
export function readSettings(
  env: Record<string, string | undefined>,
  devWallet: boolean,
): Settings {
  return {
    projectId: env.LATCH_PROJECT_ID || 'latch-demo',
    rpcUrls: [
      env.LATCH_DEVNET_RPC_1 || undefined,
      env.LATCH_DEVNET_RPC_2 || undefined,
    ],
    relayUrl: env.LATCH_RELAY_URL || 'ws://127.0.0.1:8787',
    apiUrl: env.LATCH_API_URL || undefined,
    embeddedUrl: env.LATCH_EMBEDDED_URL || 'http://127.0.0.1:8789',
    devWallet,
  }
}
