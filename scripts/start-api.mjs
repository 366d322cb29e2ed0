// The API server for `npm start`: @latch/api with the blockchain extension
// (routes + history indexer) over the devnet's RPC URLs (and the local
// Solana chain's), PGlite in
// `.latch/api-data`, the `latch-demo` project seeded (loopback origins on
// any port, so the demo and wallet pages are allowed) and the bundled wallet
// directory imported when empty; plus the embedded-wallet service
// (@latch/api/embedded) on its own port, mailing through `smtpUrl`, its
// development master key kept in `<dataDir>.embedded-master-key` unless
// LATCH_EMBEDDED_MASTER_KEY is set. The `latch-demo` project gets the
// demo's gas sponsorship policy (demo-paymaster-policy.mjs) through the
// admin route, under LATCH_API_ADMIN_TOKEN or a random token of this run.
// Swaps (/v1/convert/*) run on the devnet DEX (devnet-swap-env.mjs).
// The sandbox card on-ramp is on, paying from a treasury funded here on
// every devnet chain (fund-onramp-treasury.mjs; LATCH_API_ONRAMP_TREASURY_KEY
// replaces the public devnet key, LATCH_API_ONRAMP_PROVIDER=off turns it off),
// and SOL on the local Solana chain from its own public devnet key
// (LATCH_API_ONRAMP_SOLANA_TREASURY_KEY replaces it).
// Needs the compiled package (tsc -b).
import { randomBytes } from 'node:crypto'
import { privateKeyToAccount } from 'viem/accounts'
import { setDemoPaymasterPolicy } from './demo-paymaster-policy.mjs'
import { devnetSwapEnv } from './devnet-swap-env.mjs'
import {
  DEVNET_ONRAMP_SOLANA_TREASURY_KEY,
  DEVNET_ONRAMP_TREASURY_KEY,
  fundOnrampSolanaTreasury,
  fundOnrampTreasury,
} from './fund-onramp-treasury.mjs'

/**
 * @param {{ host: string, port: number, dataDir: string,
 *   chains: readonly { chainId: number, url: string, bundlerUrl?: string }[],
 *   embeddedPort: number, smtpUrl: string, solanaRpcUrl?: string,
 *   env?: Record<string, string | undefined> }} options
 * @returns {Promise<{ url: string, embeddedUrl: string, close(): Promise<void> }>}
 */
export async function startDemoApi({
  host,
  port,
  dataDir,
  chains,
  embeddedPort,
  smtpUrl,
  solanaRpcUrl,
  env = {},
}) {
  const { startApi, seedWalletsIfEmpty } = await import('@latch/api')
  const { createBlockchainExtension, getBlockchainSettings } = await import(
    '@latch/api/blockchain'
  )
  const { createEmbeddedExtension } = await import('@latch/api/embedded')
  // Swaps on the devnet DEX; LATCH_API_SWAP_<chainId> set by hand wins.
  const defaults = getBlockchainSettings({
    env: {
      ...devnetSwapEnv(chains.map((chain) => chain.chainId)),
      ...process.env,
      ...env,
    },
  })
  const treasuryKey =
    defaults.onramp.treasuryKey ??
    /** @type {`0x${string}`} */ (DEVNET_ONRAMP_TREASURY_KEY)
  // SOL on the local Solana chain when it runs (a public devnet key too).
  const solanaTreasuryKey =
    defaults.onramp.solanaTreasuryKey ??
    (solanaRpcUrl ? DEVNET_ONRAMP_SOLANA_TREASURY_KEY : undefined)
  const onramp = {
    ...defaults.onramp,
    treasuryKey,
    solanaTreasuryKey,
    provider:
      env.LATCH_API_ONRAMP_PROVIDER || process.env.LATCH_API_ONRAMP_PROVIDER
        ? defaults.onramp.provider
        : 'sandbox',
  }
  if (onramp.provider === 'sandbox') {
    for (const chain of chains)
      await fundOnrampTreasury({
        rpcUrl: chain.url,
        address: privateKeyToAccount(treasuryKey).address,
      })
    if (solanaRpcUrl && solanaTreasuryKey)
      await fundOnrampSolanaTreasury({
        rpcUrl: solanaRpcUrl,
        key: solanaTreasuryKey,
      })
  }
  const settings = {
    ...defaults,
    onramp,
    chains: defaults.chains.map((chain) => {
      const running = chains.find((c) => c.chainId === chain.chainId)
      if (!running) return chain
      return {
        ...chain,
        rpcUrls: [running.url],
        ...(running.bundlerUrl ? { bundlerUrl: running.bundlerUrl } : {}),
      }
    }),
    // The local Solana chain where `npm start` runs it (--solana-port).
    solanaChains: solanaRpcUrl
      ? defaults.solanaChains.map((chain) => ({
          ...chain,
          rpcUrls: [solanaRpcUrl],
        }))
      : defaults.solanaChains,
  }
  const embedded = createEmbeddedExtension({
    host,
    port: embeddedPort,
    chains: settings.chains,
    env: {
      // The wallet may ask this API's own ERC-7677 paymaster to sponsor
      // (known in advance only on a fixed port).
      ...(port
        ? {
            LATCH_EMBEDDED_PAYMASTER_ORIGINS: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
          }
        : {}),
      // Sign In With Farcaster against the devnet's IdRegistry stand-in
      // (startDevnet installs it at the canonical address): offline.
      ...(chains[0] ? { LATCH_EMBEDDED_FARCASTER_RPC_URL: chains[0].url } : {}),
      ...process.env,
      LATCH_EMBEDDED_SMTP_URL: smtpUrl,
      ...env,
    },
    masterKeyFile:
      dataDir === 'memory' ? undefined : `${dataDir}.embedded-master-key`,
  })
  const adminToken =
    env.LATCH_API_ADMIN_TOKEN ||
    process.env.LATCH_API_ADMIN_TOKEN ||
    randomBytes(16).toString('hex')
  const api = await startApi({
    host,
    port,
    dataDir,
    adminToken,
    seedDevProject: true,
    extensions: [createBlockchainExtension({ settings }), embedded],
    onDbReady: seedWalletsIfEmpty,
  })
  // The host's paymaster (this API's /v1/paymaster) sponsors the demo's
  // batch on the devnets out of the box.
  try {
    await setDemoPaymasterPolicy({
      apiUrl: api.url,
      adminToken,
      chainIds: chains.map((chain) => chain.chainId),
    })
  } catch (error) {
    await api.close()
    throw error
  }
  return { url: api.url, embeddedUrl: embedded.url ?? '', close: api.close }
}
