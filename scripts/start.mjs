#!/usr/bin/env node
// The demo stack on loopback: two seeded anvils, each with its ERC-4337
// bundler (Alto, its own process), and the local Solana chain
// (LiteSVM behind the Solana JSON-RPC; @latch/devnet), the relay
// (@latch/relay), the API server (@latch/api, PGlite) with the embedded-wallet
// service on its own port, a mail catcher (SMTP + a page to read the codes), a
// development login provider (OpenID Connect, stands in for Google), the demo
// page and the reference wallet. Run through `npm start` (scripts/start.sh installs and
// builds first). Ctrl-C or SIGTERM stops everything.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensureFrameBuilt } from '../packages/embedded/scripts/build-frame.mjs'
import { appRoot, buildAppInChild } from './build-app.mjs'
import { buildNextApp, startNextApp } from './next-app.mjs'
import { serveStatic } from './serve-static.mjs'
import { startDemoApi } from './start-api.mjs'

const env = process.env
const { values } = parseArgs({
  options: {
    host: { type: 'string', default: env.LATCH_HOST ?? '127.0.0.1' },
    port: { type: 'string', default: env.DEMO_PORT ?? '5173' },
    'wallet-port': { type: 'string', default: env.WALLET_PORT ?? '5174' },
    'relay-port': { type: 'string', default: env.RELAY_PORT ?? '8787' },
    'api-port': { type: 'string', default: env.API_PORT ?? '8788' },
    'embedded-port': {
      type: 'string',
      default: env.LATCH_EMBEDDED_PORT ?? '8789',
    },
    'mail-port': { type: 'string', default: env.MAIL_PORT ?? '8025' },
    'smtp-port': { type: 'string', default: env.SMTP_PORT ?? '2525' },
    'oidc-port': { type: 'string', default: env.OIDC_PORT ?? '8790' },
    'api-data': {
      type: 'string',
      default: env.LATCH_API_DATA_DIR ?? '.latch/api-data',
    },
    'rpc-port': {
      type: 'string',
      multiple: true,
      default: [env.DEVNET_PORT_1 ?? '8545', env.DEVNET_PORT_2 ?? '8546'],
    },
    'bundler-port': {
      type: 'string',
      multiple: true,
      default: [env.BUNDLER_PORT_1 ?? '4337', env.BUNDLER_PORT_2 ?? '4338'],
    },
    'solana-port': { type: 'string', default: env.SOLANA_PORT ?? '8899' },
    'faucet-port': { type: 'string', default: env.FAUCET_PORT ?? '8791' },
    'build-dir': { type: 'string' },
    'next-port': { type: 'string', default: env.NEXT_PORT },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(`usage: npm start -- [options]
  --host H         listen address (LATCH_HOST, default 127.0.0.1)
  --port N         demo page port, 0 = free (DEMO_PORT, default 5173)
  --wallet-port N  reference wallet port (WALLET_PORT, default 5174)
  --relay-port N   relay port (RELAY_PORT, default 8787)
  --api-port N     API server port (API_PORT, default 8788)
  --embedded-port N  embedded-wallet service, its own origin
                   (LATCH_EMBEDDED_PORT, default 8789)
  --mail-port N    mail catcher page, where the e-mail codes are read
                   (MAIL_PORT, default 8025)
  --smtp-port N    mail catcher SMTP (SMTP_PORT, default 2525); set
                   LATCH_EMBEDDED_SMTP_URL to send real mail instead
  --oidc-port N    development login provider (OIDC_PORT, default 8790)
  --api-data DIR   API PGlite data folder, 'memory' keeps nothing
                   (LATCH_API_DATA_DIR, default .latch/api-data)
  --build-dir DIR  where the demo and wallet pages are built
                   (default apps/<app>/dist)
  --rpc-port N     twice: devnet and devnet2 anvil ports
                   (DEVNET_PORT_1/2, default 8545 8546)
  --bundler-port N twice: the ERC-4337 bundlers (Alto) of devnet and
                   devnet2 (BUNDLER_PORT_1/2, default 4337 4338)
  --solana-port N  local Solana chain JSON-RPC (SOLANA_PORT, default 8899)
  --faucet-port N  the demo's test-funds faucet (FAUCET_PORT, default 8791)
  --next-port N    also build and serve the Next.js example (apps/next,
                   server-rendered) on N (NEXT_PORT; off by default)`)
  process.exit(0)
}

const host = values.host
const stops = []
let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  console.log('\nstopping the demo stack…')
  for (const fn of stops.reverse()) await fn().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

try {
  const { startDevnet } = await import('@latch/devnet/node')
  const { startRelay } = await import('@latch/relay')
  const devnet = await startDevnet({
    host,
    ports: values['rpc-port'].map(Number),
    bundlerPorts: values['bundler-port'].map(Number),
  })
  stops.push(() => devnet.stop())
  const { startSolanaDevnet } = await import('@latch/devnet/node')
  const solana = await startSolanaDevnet({
    host,
    port: Number(values['solana-port']),
  })
  stops.push(() => solana.stop())
  // Test funds for the demo page: this stack only, never production.
  const { startFaucet } = await import('@latch/devnet/node')
  const faucet = await startFaucet({
    host,
    port: Number(values['faucet-port']),
    evmRpcUrl: devnet.chains[0].url,
    solanaRpcUrl: solana.url,
  })
  stops.push(() => faucet.stop())
  const relay = await startRelay({ host, port: Number(values['relay-port']) })
  stops.push(() => relay.close())
  console.log('==> building the embedded wallet frame (if stale)')
  await ensureFrameBuilt()
  const { startMailCatcher, startDevOidcProvider } = await import(
    '@latch/devnet/node'
  )
  const mail = await startMailCatcher({
    host,
    smtpPort: Number(values['smtp-port']),
    httpPort: Number(values['mail-port']),
  })
  stops.push(() => mail.close())
  const embeddedPort = Number(values['embedded-port'])
  // Before the API: the social routes read their providers at start-up.
  const oidc = await startDevOidcProvider({
    host,
    port: Number(values['oidc-port']),
    clients: [
      {
        client_id: 'latch-demo',
        client_secret: 'latch-demo-secret',
        redirect_uris: [
          `http://${host}:${embeddedPort || 8789}/v1/embedded/social/callback`,
        ],
        // RFC 8252: any port on loopback, so --embedded-port 0 works too.
        any_loopback_port: true,
      },
    ],
  })
  stops.push(() => oidc.stop())
  const api = await startDemoApi({
    host,
    port: Number(values['api-port']),
    dataDir: values['api-data'],
    chains: devnet.chains,
    solanaRpcUrl: solana.url,
    embeddedPort,
    smtpUrl: env.LATCH_EMBEDDED_SMTP_URL || mail.smtpUrl,
    env: {
      LATCH_EMBEDDED_GOOGLE_CLIENT_ID: 'latch-demo',
      LATCH_EMBEDDED_GOOGLE_CLIENT_SECRET: 'latch-demo-secret',
      LATCH_EMBEDDED_GOOGLE_ISSUER: oidc.issuer,
    },
  })
  stops.push(() => api.close())
  const settings = {
    rpcUrls: devnet.chains.map((chain) => chain.url),
    solanaRpcUrl: solana.url,
    relayUrl: relay.url,
    apiUrl: api.url,
    embeddedUrl: api.embeddedUrl,
    faucetUrl: faucet.url,
  }
  const pages = {}
  for (const [app, port] of [
    ['demo', values.port],
    ['wallet', values['wallet-port']],
  ]) {
    console.log(`==> building apps/${app} (vite build)`)
    const outDir = values['build-dir']
      ? join(values['build-dir'], app)
      : join(appRoot(app), 'dist')
    await buildAppInChild({ app, outDir, ...settings })
    const server = await serveStatic({ root: outDir, host, port: Number(port) })
    stops.push(() => server.close())
    pages[app] = server.url
  }
  if (values['next-port'] !== undefined) {
    console.log('==> building apps/next (next build)')
    await buildNextApp()
    const next = await startNextApp({
      host,
      port: Number(values['next-port']),
      env: {
        LATCH_DEVNET_RPC_1: settings.rpcUrls[0],
        LATCH_DEVNET_RPC_2: settings.rpcUrls[1],
        LATCH_RELAY_URL: settings.relayUrl,
        LATCH_API_URL: settings.apiUrl,
        LATCH_EMBEDDED_URL: settings.embeddedUrl,
      },
    })
    stops.push(() => next.close())
    pages.next = `${next.url}/`
  }
  console.log('\nLatch demo stack is running:')
  console.log(`  demo (dev wallet)  ${pages.demo}?devwallet=1`)
  console.log(`  demo               ${pages.demo}`)
  console.log(`  wallet             ${pages.wallet}`)
  if (pages.next) console.log(`  next.js example    ${pages.next}?devwallet=1`)
  console.log(`  relay              ${relay.url}`)
  console.log(`  api                ${api.url}`)
  console.log(`  embedded wallet    ${api.embeddedUrl}`)
  console.log(`  mail (read codes)  ${mail.url}`)
  console.log(`  test-funds faucet  ${faucet.url}/faucet (demo only)`)
  console.log(
    `  dev login provider ${oidc.issuer} (development only, stands in for Google)`,
  )
  for (const chain of devnet.chains) {
    console.log(`  chain ${chain.chainId}        ${chain.url}`)
    console.log(
      `  bundler ${chain.chainId}      ${chain.bundlerUrl} (ERC-4337, EntryPoint v0.7)`,
    )
  }
  console.log(`  solana localnet    ${solana.url} (LDT mint ${solana.mint})`)
  console.log('Press Ctrl-C to stop.')
} catch (error) {
  console.error('npm start failed:', error?.message ?? error)
  await stop(1)
}
