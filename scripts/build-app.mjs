#!/usr/bin/env node
// Production build of apps/demo or apps/wallet with Vite's JS API.
//
//   node scripts/build-app.mjs demo|wallet [--out-dir DIR] [--rpc URL1 --rpc URL2]
//        [--relay-url ws://…] [--api-url http://…] [--embedded-url http://…]
//        [--solana-rpc http://…] [--faucet-url http://…]
//
// Settings reach the page as Vite env at build time: VITE_DEVNET_RPC_1/2,
// VITE_RELAY_URL, VITE_API_URL, VITE_EMBEDDED_URL (the embedded-wallet
// service's origin) and VITE_SOLANA_RPC_URL (the local Solana chain; unset
// ones keep the app's defaults).
import { execFile } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs, promisify } from 'node:util'

/** Absolute path of apps/<name>. */
export function appRoot(name) {
  return join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', name)
}

/**
 * Builds apps/<app> into `outDir` (default apps/<app>/dist). Builds one at a
 * time: Vite reads VITE_* from process.env, set here and restored after.
 * @param {import('./build-app.d.mts').BuildAppOptions} options
 * @returns {Promise<string>} the output directory
 */
export async function buildApp({
  app,
  outDir,
  rpcUrls = [],
  relayUrl,
  apiUrl,
  embeddedUrl,
  solanaRpcUrl,
  faucetUrl,
}) {
  const { build } = await import('vite')
  const root = appRoot(app)
  const out = resolve(outDir ?? join(root, 'dist'))
  const env = {
    VITE_DEVNET_RPC_1: rpcUrls[0],
    VITE_DEVNET_RPC_2: rpcUrls[1],
    VITE_RELAY_URL: relayUrl,
    VITE_API_URL: apiUrl,
    VITE_EMBEDDED_URL: embeddedUrl,
    VITE_SOLANA_RPC_URL: solanaRpcUrl,
    VITE_FAUCET_URL: faucetUrl,
  }
  const saved = Object.fromEntries(
    Object.keys(env).map((key) => [key, process.env[key]]),
  )
  for (const [key, value] of Object.entries(env))
    if (value) process.env[key] = value
  try {
    await build({
      configFile: join(root, 'vite.config.ts'),
      root,
      logLevel: 'warn',
      build: { outDir: out, emptyOutDir: true },
    })
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  return out
}

/**
 * `buildApp` in a child Node process (this script's command line), so the
 * memory a Vite build takes goes back when it ends: `npm start` keeps its
 * stack running for hours after building the pages.
 * @param {import('./build-app.d.mts').BuildAppOptions} options
 * @returns {Promise<string>} the output directory
 */
export async function buildAppInChild(options) {
  const out = resolve(options.outDir ?? join(appRoot(options.app), 'dist'))
  const flags = [
    ['--out-dir', out],
    ...(options.rpcUrls ?? []).map((url) => ['--rpc', url]),
    ['--relay-url', options.relayUrl],
    ['--api-url', options.apiUrl],
    ['--embedded-url', options.embeddedUrl],
    ['--solana-rpc', options.solanaRpcUrl],
    ['--faucet-url', options.faucetUrl],
  ].filter(([, value]) => value)
  await promisify(execFile)(
    process.execPath,
    [fileURLToPath(import.meta.url), options.app, ...flags.flat()],
    { maxBuffer: 16 << 20 },
  )
  return out
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'out-dir': { type: 'string' },
      rpc: { type: 'string', multiple: true, default: [] },
      'relay-url': { type: 'string' },
      'api-url': { type: 'string' },
      'embedded-url': { type: 'string' },
      'solana-rpc': { type: 'string' },
      'faucet-url': { type: 'string' },
    },
  })
  const app = positionals[0] ?? 'demo'
  const out = await buildApp({
    app,
    outDir: values['out-dir'],
    rpcUrls: values.rpc,
    relayUrl: values['relay-url'],
    apiUrl: values['api-url'],
    embeddedUrl: values['embedded-url'],
    solanaRpcUrl: values['solana-rpc'],
    faucetUrl: values['faucet-url'],
  })
  console.log(`${app} built in ${out}`)
}
