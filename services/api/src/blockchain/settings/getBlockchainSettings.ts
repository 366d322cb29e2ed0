import { solanaLocalnet } from '@latch/common'
import { readEnvSettings } from '../../app/readEnvSettings.js'
import { readOnrampSettings } from '../onramp/readOnrampSettings.js'
import type {
  BlockchainSettings,
  ChainSettings,
  SolanaChainSettings,
} from './BlockchainSettings.js'
import {
  DEVNET_PAYMASTER_ADDRESS,
  DEVNET_PAYMASTER_SIGNER_KEY,
} from './devnetPaymaster.js'
import { readChainMap } from './readChainMap.js'
import { readSwapEnv } from './readSwapEnv.js'

/** The Latch Demo Token that `@latch/devnet` deploys on a fresh devnet. */
export const DEVNET_DEMO_TOKEN = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Latch Demo Token',
  symbol: 'LDT',
  decimals: 18,
} as const

/** The SPL demo token (LDT) that `@latch/devnet` mints on its Solana chain. */
export const SOLANA_DEVNET_DEMO_TOKEN = {
  mint: 'ArgGAMvAQEEaM1TiehNy83bbL5SACZLvh6BZDHTUvhuQ',
  name: 'Latch Demo Token',
  symbol: 'LDT',
  decimals: 6,
} as const

/** The local Solana chain of `npm start` (`solanaLocalnet`, :8899). */
export const SOLANA_LOCALNET_CHAIN: SolanaChainSettings = {
  caipNetworkId: solanaLocalnet.caipNetworkId as `solana:${string}`,
  rpcUrls: solanaLocalnet.rpcUrls.default.http,
  tokens: [SOLANA_DEVNET_DEMO_TOKEN],
}

export type GetBlockchainSettingsParameters = {
  /** Environment read for overrides. @default process.env */
  env?: Readonly<Record<string, string | undefined>>
  /** Replaces the default chains (the two devnet chains). */
  chains?: readonly ChainSettings[]
  /** Replaces the default Solana chains (the local chain, solanaLocalnet). */
  solanaChains?: readonly SolanaChainSettings[] | undefined
  /** Fields replacing the defaults. */
  overrides?: Partial<Omit<BlockchainSettings, 'chains' | 'solanaChains'>>
}

function devnetChain(chainId: number, port: number): ChainSettings {
  return {
    chainId,
    rpcUrls: [`http://127.0.0.1:${port}`],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [DEVNET_DEMO_TOKEN],
    spamTokens: [],
    paymasterAddress: DEVNET_PAYMASTER_ADDRESS,
  }
}

/**
 * Blockchain API settings: the devnet chains 31337 (:8545) and 31338 (:8546)
 * with the demo token, the local Solana chain (:8899) with its SPL demo
 * token, a static USD price table, `.latch.id` names.
 * `LATCH_API_RPC_<chainId>=url[,url]` replaces an EVM chain's upstream,
 * `LATCH_API_BUNDLER_<chainId>=url` sets its ERC-4337 bundler,
 * `LATCH_API_SOLANA_RPC_<reference>=url[,url]` a Solana chain's (the
 * reference is the CAIP-2 one, e.g. `B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m`);
 * `LATCH_API_NAME_SUFFIX` the name suffix; `LATCH_API_<LIMIT>_RATE` and
 * `_BURST` the rate limits (`RPC` per project, `RPC_IP`, `RPC_ORIGIN`,
 * `BALANCE_IP`, `NAMES_REGISTER_IP`); `LATCH_API_RPC_MAX_BATCH`,
 * `LATCH_API_BALANCE_MAX_CALLS`, `_CONCURRENCY`, `_TIMEOUT_MS`,
 * `LATCH_API_NAMES_PER_ADDRESS`, `LATCH_API_NAMES_PAGE_MAX` (README).
 * Smart accounts: `LATCH_API_BUNDLER_URLS` and
 * `LATCH_API_PAYMASTER_ADDRESSES` (`eip155:N=value,…`: the chains' bundler
 * URLs, under `LATCH_API_BUNDLER_<chainId>`, and VerifyingPaymasters), `LATCH_API_PAYMASTER_KEY` (its verifying
 * signer's private key; the public devnet key on the default devnet chains),
 * `LATCH_API_PAYMASTER_VALID_SECONDS`. Swaps: `LATCH_API_SWAP_<chainId>`
 * (JSON `SwapSettings`, see `readSwapEnv`), `LATCH_API_CONVERT_IP_RATE` /
 * `_BURST`. A malformed list throws, naming the
 * variable.
 */
export function getBlockchainSettings(
  parameters: GetBlockchainSettingsParameters = {},
): BlockchainSettings {
  const env = parameters.env ?? process.env
  const devnet = parameters.chains === undefined
  const listed = parameters.chains ?? [
    devnetChain(31337, 8545),
    devnetChain(31338, 8546),
  ]
  const served = listed.map((chain) => chain.chainId)
  const bundlers = readChainMap(env, 'LATCH_API_BUNDLER_URLS', served, (url) =>
    /^https?:\/\/[^\s]+$/.test(url) ? url : undefined,
  )
  const paymasters = readChainMap(
    env,
    'LATCH_API_PAYMASTER_ADDRESSES',
    served,
    (address) =>
      /^0x[0-9a-fA-F]{40}$/.test(address)
        ? (address as `0x${string}`)
        : undefined,
  )
  const chains = listed.map((chain) => {
    const urls = env[`LATCH_API_RPC_${chain.chainId}`]
    const bundlerUrl =
      env[`LATCH_API_BUNDLER_${chain.chainId}`]?.trim() ||
      bundlers.get(chain.chainId) ||
      chain.bundlerUrl
    const paymasterAddress =
      paymasters.get(chain.chainId) ?? chain.paymasterAddress
    const swap = readSwapEnv(env, chain.chainId) ?? chain.swap
    return {
      ...chain,
      ...(urls ? { rpcUrls: urls.split(',').map((url) => url.trim()) } : {}),
      ...(bundlerUrl ? { bundlerUrl } : {}),
      ...(paymasterAddress ? { paymasterAddress } : {}),
      ...(swap ? { swap } : {}),
    }
  })
  const signerKey = env.LATCH_API_PAYMASTER_KEY?.trim()
  if (signerKey && !/^0x[0-9a-fA-F]{64}$/.test(signerKey))
    throw new Error(
      'LATCH_API_PAYMASTER_KEY must be a private key: 0x and 64 hex digits.',
    )
  const solanaChains = (parameters.solanaChains ?? [SOLANA_LOCALNET_CHAIN]).map(
    (chain) => {
      const reference = chain.caipNetworkId.slice('solana:'.length)
      const urls = env[`LATCH_API_SOLANA_RPC_${reference}`]
      if (!urls) return chain
      return { ...chain, rpcUrls: urls.split(',').map((url) => url.trim()) }
    },
  )
  const { number, bucket } = readEnvSettings(env, 'LATCH_API_')
  return {
    chains,
    solanaChains,
    prices: { ETH: 3000, SOL: 150, LDT: 1.5, LUSD: 1 },
    nameSuffix: env.LATCH_API_NAME_SUFFIX || '.latch.id',
    historyPageSize: 20,
    rateLimit: bucket('RPC', 100, 200),
    ipRateLimit: bucket('RPC_IP', 10, 50),
    originRateLimit: bucket('RPC_ORIGIN', 50, 100),
    rpcMaxBatch: Math.floor(number('RPC_MAX_BATCH', 50)),
    balance: {
      ipRateLimit: bucket('BALANCE_IP', 5, 20),
      maxUpstreamCalls: Math.floor(number('BALANCE_MAX_CALLS', 32)),
      concurrency: Math.floor(number('BALANCE_CONCURRENCY', 4)),
      timeoutMs: number('BALANCE_TIMEOUT_MS', 5_000),
    },
    convert: { ipRateLimit: bucket('CONVERT_IP', 5, 20) },
    names: {
      maxPerAddress: Math.floor(number('NAMES_PER_ADDRESS', 5)),
      registerRateLimit: bucket('NAMES_REGISTER_IP', 0.1, 5),
      reversePageSize: 20,
      reverseMaxPageSize: Math.floor(number('NAMES_PAGE_MAX', 100)),
    },
    paymaster: {
      signerKey:
        (signerKey as `0x${string}` | undefined) ||
        (devnet ? DEVNET_PAYMASTER_SIGNER_KEY : undefined),
      validForSeconds: Math.floor(number('PAYMASTER_VALID_SECONDS', 600)),
      verificationGasLimit: 100_000n,
      postOpGasLimit: 0n,
    },
    onramp: readOnrampSettings(env, { devnet }),
    indexer: { pollIntervalMs: 2_000, reorgDepth: 12, maxBlocksPerPass: 200 },
    ...parameters.overrides,
  }
}
