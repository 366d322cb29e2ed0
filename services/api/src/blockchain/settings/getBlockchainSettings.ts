import type { BlockchainSettings, ChainSettings } from './BlockchainSettings.js'

/** The Latch Demo Token that `@latch/devnet` deploys on a fresh devnet. */
export const DEVNET_DEMO_TOKEN = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Latch Demo Token',
  symbol: 'LDT',
  decimals: 18,
} as const

export type GetBlockchainSettingsParameters = {
  /** Environment read for overrides. @default process.env */
  env?: Readonly<Record<string, string | undefined>>
  /** Replaces the default chains (the two devnet chains). */
  chains?: readonly ChainSettings[]
  /** Fields replacing the defaults. */
  overrides?: Partial<Omit<BlockchainSettings, 'chains'>>
}

function devnetChain(chainId: number, port: number): ChainSettings {
  return {
    chainId,
    rpcUrls: [`http://127.0.0.1:${port}`],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [DEVNET_DEMO_TOKEN],
    spamTokens: [],
  }
}

/**
 * Blockchain API settings: the devnet chains 31337 (:8545) and 31338 (:8546)
 * with the demo token, a static USD price table, `.latch.id` names.
 * `LATCH_API_RPC_<chainId>=url[,url]` replaces a chain's upstream;
 * `LATCH_API_NAME_SUFFIX` the name suffix; `LATCH_API_RPC_RATE` and
 * `LATCH_API_RPC_BURST` the RPC proxy rate limit.
 */
export function getBlockchainSettings(
  parameters: GetBlockchainSettingsParameters = {},
): BlockchainSettings {
  const env = parameters.env ?? process.env
  const chains = (
    parameters.chains ?? [devnetChain(31337, 8545), devnetChain(31338, 8546)]
  ).map((chain) => {
    const urls = env[`LATCH_API_RPC_${chain.chainId}`]
    if (!urls) return chain
    return { ...chain, rpcUrls: urls.split(',').map((url) => url.trim()) }
  })
  const rate = Number(env.LATCH_API_RPC_RATE) || 50
  const burst = Number(env.LATCH_API_RPC_BURST) || 100
  return {
    chains,
    prices: { ETH: 3000, LDT: 1.5 },
    nameSuffix: env.LATCH_API_NAME_SUFFIX || '.latch.id',
    historyPageSize: 20,
    rateLimit: { ratePerSecond: rate, burst },
    indexer: { pollIntervalMs: 2_000, reorgDepth: 12, maxBlocksPerPass: 200 },
    ...parameters.overrides,
  }
}
