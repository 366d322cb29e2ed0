// Global setup of the `e2e` Vitest project (see the root vitest.config.ts).
//
// 1. Starts the devnet (two anvils, seeded, each with its ERC-4337
//    bundler, handed to the API and the embedded-wallet service as the
//    chain's `bundlerUrl`) and the local Solana chain
//    (LiteSVM, seeded) on free ports (port 0), so a running `npm start` on
//    8545/8546/8899 does not get in the way.
// 2. Starts a relay (@latch/relay, in memory) on a free port.
// 3. Starts the API server (@latch/api with the blockchain extension over
//    the devnet, in-memory PGlite, the `latch-demo` project allowing
//    loopback origins, the bundled wallet directory, the sandbox card
//    on-ramp paying from the devnet treasuries, EVM and Solana, funded
//    first) on a free port.
// 1b. Starts the demo's test-funds faucet (@latch/devnet's startFaucet) on
//    a free port; the demo is built with its URL (VITE_FAUCET_URL).
// 3b. Starts a mail catcher (SMTP + page, port 0), a development OpenID
//    provider (port 0, stands in for Google) and, with the API, the
//    embedded-wallet service on its own free port, mailing to the catcher
//    (the secure frame is built first when stale). The API's port is
//    picked first, so the service may call its ERC-7677 paymaster
//    (LATCH_EMBEDDED_PAYMASTER_ORIGINS), and `latch-demo` gets the demo's
//    sponsorship policy through the admin route, as in `npm start`.
// 4. Builds the demo, the reference wallet (apps/wallet; the API is its
//    Verify server) and the wagmi example (apps/wagmi-example), each with
//    the API URL (VITE_API_URL), those RPC URLs (VITE_DEVNET_RPC_1/2,
//    VITE_SOLANA_RPC_URL) and the relay URL (VITE_RELAY_URL) into
//    temporary folders and serves each on a free port.
// 5. Hands `demoUrl`, `demoDir`, `walletUrl`, `wagmiExampleUrl`, `relayUrl`,
//    `rpcUrls`, `solanaRpcUrl`, `apiUrl`, `apiAdminToken`, `embeddedUrl`, `mailUrl`
//    and `oidcIssuer` to the tests through `inject()`. The API's Solana
//    chain is the started one.
// 6. In a full run (LATCH_E2E_AHEAD, scripts/test.sh), starts what only
//    the last files need (packing, the fresh app's install, the wagmi
//    matrix builds, apps/next's build) in the background once the unit
//    lane is done (the file LATCH_E2E_AHEAD names exists; '1': at once):
//    `aheadDir`.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedWalletsIfEmpty, startApi } from '@latch/api'
import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { createEmbeddedExtension } from '@latch/api/embedded'
import {
  getFreePort,
  startDevnet,
  startDevOidcProvider,
  startFaucet,
  startMailCatcher,
  startSolanaDevnet,
} from '@latch/devnet/node'
import { startRelay } from '@latch/relay'
import { privateKeyToAccount } from 'viem/accounts'
import type { TestProject } from 'vitest/node'
import { ensureFrameBuilt } from '../../../packages/embedded/scripts/build-frame.mjs'
import { buildApp } from '../../../scripts/build-app.mjs'
import { setDemoPaymasterPolicy } from '../../../scripts/demo-paymaster-policy.mjs'
import { devnetSwapEnv } from '../../../scripts/devnet-swap-env.mjs'
import {
  DEVNET_ONRAMP_SOLANA_TREASURY_KEY,
  DEVNET_ONRAMP_TREASURY_KEY,
  fundOnrampSolanaTreasury,
  fundOnrampTreasury,
} from '../../../scripts/fund-onramp-treasury.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { e2eAheadJobs } from './ahead/e2eAheadJobs.js'
import { runAhead } from './ahead/runAhead.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built demo page, e.g. http://127.0.0.1:40123/ */
    demoUrl: string
    /** The built reference wallet (apps/wallet), e.g. http://127.0.0.1:40124/ */
    walletUrl: string
    /** The built wagmi example (apps/wagmi-example), e.g. http://127.0.0.1:40128/ */
    wagmiExampleUrl: string
    /** The relay both pages use, e.g. ws://127.0.0.1:40125 */
    relayUrl: string
    /** RPC URLs of Latch Devnet (31337) and Latch Devnet 2 (31338). */
    rpcUrls: string[]
    /**
     * JSON-RPC of the local Solana chain (solanaLocalnet; dev accounts
     * `devSolanaAccounts`, LDT mint SOLANA_DEMO_TOKEN_MINT).
     */
    solanaRpcUrl: string
    /** Folder of the built demo (to serve it on another origin). */
    demoDir: string
    /** The API server the demo uses, e.g. http://127.0.0.1:40126 */
    apiUrl: string
    /** Bearer token of the API's /admin endpoints. */
    apiAdminToken: string
    /**
     * The embedded-wallet service (frame page, /v1/embedded/*; project
     * latch-demo), e.g. http://127.0.0.1:40127
     */
    embeddedUrl: string
    /**
     * The mail catcher's page; `${mailUrl}/messages.json?to=ADDRESS` lists
     * the mails to ADDRESS, newest first ({ id, from, to, subject, text,
     * date }; the code is the 6 digits in the subject).
     */
    mailUrl: string
    /**
     * The development OpenID provider the service uses for 'google'
     * (login page: heading 'Dev login provider').
     */
    oidcIssuer: string
    /** The demo's test-funds faucet (`POST ${faucetUrl}/faucet`). */
    faucetUrl: string
    /**
     * Where the setup some files need is written as it finishes (runAhead,
     * read with takeAhead); '' when nothing is prepared ahead.
     */
    aheadDir: string
  }
}

/**
 * Blockchain API settings over the running devnet (each chain's bundler
 * too, so embedded users get smart accounts, and its DEX for swaps) and
 * local Solana chain; indexer polls fast.
 */
function apiSettings(
  chains: readonly { chainId: number; url: string; bundlerUrl?: string }[],
  solanaRpcUrl: string,
) {
  // Swaps (/v1/convert/*) on the devnet DEX that startDevnet seeds; the
  // sandbox card on-ramp, delivering from the devnet treasuries, EVM and
  // Solana (funded in setup, as `npm start` does).
  const defaults = getBlockchainSettings({
    env: {
      ...devnetSwapEnv(chains.map((chain) => chain.chainId)),
      LATCH_API_ONRAMP_TREASURY_KEY: DEVNET_ONRAMP_TREASURY_KEY,
      LATCH_API_ONRAMP_SOLANA_TREASURY_KEY: DEVNET_ONRAMP_SOLANA_TREASURY_KEY,
    },
  })
  return {
    ...defaults,
    chains: defaults.chains.map((chain) => {
      const running = chains.find((c) => c.chainId === chain.chainId)
      if (!running) return chain
      return {
        ...chain,
        rpcUrls: [running.url],
        ...(running.bundlerUrl ? { bundlerUrl: running.bundlerUrl } : {}),
      }
    }),
    solanaChains: defaults.solanaChains.map((chain) => ({
      ...chain,
      rpcUrls: [solanaRpcUrl],
    })),
    indexer: { ...defaults.indexer, pollIntervalMs: 250 },
  }
}

/**
 * A loopback URL by the name `localhost`: the pages, the API and the
 * embedded service's frame are then one site (its passkeys need a host
 * name, WebAuthn refuses an IP address as RP id), so neither the frame's
 * storage nor the API's sign-in cookie is a third party's.
 */
const onLocalhost = (url: string) => url.replace('//127.0.0.1:', '//localhost:')

export default async function setup(project: TestProject) {
  const host = '127.0.0.1'
  // An ERC-4337 bundler (Alto) beside each anvil: embedded users send
  // from their smart accounts (SPEC §3 default) as user operations.
  const devnet = await startDevnet({ host, ports: [0, 0], bundler: true })
  const stops: (() => Promise<unknown>)[] = [() => devnet.stop()]
  try {
    const rpcUrls = devnet.chains.map((chain) => chain.url)
    for (const chain of devnet.chains)
      await fundOnrampTreasury({
        rpcUrl: chain.url,
        address: privateKeyToAccount(DEVNET_ONRAMP_TREASURY_KEY).address,
      })
    const solana = await startSolanaDevnet({ host, port: 0 })
    stops.push(() => solana.stop())
    await fundOnrampSolanaTreasury({
      rpcUrl: solana.url,
      key: DEVNET_ONRAMP_SOLANA_TREASURY_KEY,
    })
    // The demo's test-funds faucet (demo stack only).
    const faucet = await startFaucet({
      host,
      port: 0,
      evmRpcUrl: rpcUrls[0] ?? '',
      solanaRpcUrl: solana.url,
    })
    stops.push(() => faucet.stop())
    const relay = await startRelay({ host, port: 0 })
    stops.push(() => relay.close())
    await ensureFrameBuilt()
    const mail = await startMailCatcher({ host, smtpPort: 0, httpPort: 0 })
    stops.push(() => mail.close())
    const oidc = await startDevOidcProvider({
      host,
      port: 0,
      clients: [
        {
          client_id: 'latch-demo',
          client_secret: 'latch-demo-secret',
          redirect_uris: [
            `http://${host}:8789/v1/embedded/social/callback`,
            'http://localhost:8789/v1/embedded/social/callback',
          ],
          any_loopback_port: true, // the service runs on a free port
        },
      ],
    })
    stops.push(() => oidc.stop())
    // Known before the embedded service starts: it calls the paymaster
    // only on origins it was given.
    const apiPort = await getFreePort(host)
    // On `localhost`, not an IP address: the frame's origin is the relying
    // party of its passkeys, and WebAuthn refuses an IP address as RP id.
    const embedded = createEmbeddedExtension({
      host: 'localhost',
      port: 0,
      chains: apiSettings(devnet.chains, solana.url).chains,
      solanaChains: apiSettings(devnet.chains, solana.url).solanaChains,
      prices: apiSettings(devnet.chains, solana.url).prices,
      env: {
        LATCH_EMBEDDED_SMTP_URL: mail.smtpUrl,
        LATCH_EMBEDDED_GOOGLE_CLIENT_ID: 'latch-demo',
        LATCH_EMBEDDED_GOOGLE_CLIENT_SECRET: 'latch-demo-secret',
        LATCH_EMBEDDED_GOOGLE_ISSUER: oidc.issuer,
        // The pages name the API by `localhost` (onLocalhost).
        LATCH_EMBEDDED_PAYMASTER_ORIGINS: `http://localhost:${apiPort},http://${host}:${apiPort}`,
        // Sign In With Farcaster reads the IdRegistry stand-in startDevnet
        // installed at its canonical address: verified offline.
        LATCH_EMBEDDED_FARCASTER_RPC_URL: rpcUrls[0] ?? '',
      },
      log: () => {},
      // The whole suite logs in from 127.0.0.1, more than one address's
      // 30 mails in 15 min (SPEC §5's limit, tested in the service's own
      // tests): a busy loopback, as an operator behind one NAT would set.
      overrides: { mailLimit: { max: 1_000, windowMs: 900_000 } },
    })
    // PGlite takes a few seconds to start.
    const apiAdminToken = randomBytes(16).toString('hex')
    const starting = startApi({
      host,
      port: apiPort,
      dataDir: 'memory',
      adminToken: apiAdminToken,
      seedDevProject: true,
      extensions: [
        createBlockchainExtension({
          settings: apiSettings(devnet.chains, solana.url),
        }),
        embedded,
      ],
      onDbReady: seedWalletsIfEmpty,
    })
    starting.catch(() => {}) // handled where awaited; not "unhandled" early
    stops.push(() => starting.then((api) => api.close()))
    const urls: Record<string, string> = {}
    const dirs: Record<string, string> = {}
    // One build at a time: Vite reads VITE_* from process.env.
    for (const app of ['wallet', 'demo', 'wagmi-example']) {
      const outDir = await mkdtemp(join(tmpdir(), `latch-${app}-`))
      stops.push(() => rm(outDir, { recursive: true, force: true }))
      // Both pages use the API: the demo for its data, the wallet as its
      // trusted WalletConnect Verify server.
      const apiUrl = onLocalhost((await starting).url)
      // embeddedUrl → VITE_EMBEDDED_URL (build-app.mjs, F2's option).
      // faucetUrl → VITE_FAUCET_URL (the demo's "Get test funds").
      const extra = { embeddedUrl: embedded.url, faucetUrl: faucet.url }
      await buildApp({
        app,
        outDir,
        rpcUrls,
        solanaRpcUrl: solana.url,
        relayUrl: relay.url,
        apiUrl,
        ...extra,
      })
      const server = await serveStatic({ root: outDir, host, port: 0 })
      stops.push(() => server.close())
      urls[app] = onLocalhost(server.url)
      dirs[app] = outDir
    }
    const api = await starting
    await setDemoPaymasterPolicy({
      apiUrl: api.url,
      adminToken: apiAdminToken,
      chainIds: devnet.chains.map((chain) => chain.chainId),
    })
    project.provide('demoUrl', urls.demo ?? '')
    project.provide('walletUrl', urls.wallet ?? '')
    project.provide('wagmiExampleUrl', urls['wagmi-example'] ?? '')
    project.provide('relayUrl', relay.url)
    project.provide('rpcUrls', rpcUrls)
    project.provide('solanaRpcUrl', solana.url)
    project.provide('demoDir', dirs.demo ?? '')
    project.provide('apiUrl', onLocalhost(api.url))
    project.provide('apiAdminToken', apiAdminToken)
    project.provide('embeddedUrl', embedded.url ?? '')
    project.provide('mailUrl', mail.url)
    project.provide('oidcIssuer', oidc.issuer)
    project.provide('faucetUrl', faucet.url)
    // A full run (scripts/test.sh) packs, installs and builds what the
    // last files need while the others run (e2eAheadJobs).
    // LATCH_E2E_AHEAD: '1' to start at once, or a file to wait for.
    const aheadWhen = process.env.LATCH_E2E_AHEAD
    const ahead = aheadWhen
      ? await runAhead(
          e2eAheadJobs(rpcUrls),
          aheadWhen === '1' ? undefined : aheadWhen,
        )
      : undefined
    if (ahead) stops.push(() => ahead.dispose())
    project.provide('aheadDir', ahead?.dir ?? '')
  } catch (error) {
    await teardown(stops)
    throw error
  }
  return () => teardown(stops)
}

async function teardown(stops: (() => Promise<unknown>)[]) {
  for (const stop of stops.reverse()) await stop().catch(() => {})
}
