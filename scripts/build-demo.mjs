#!/usr/bin/env node
// Production build of apps/demo with Vite's JS API.
//
//   node scripts/build-demo.mjs [--out-dir DIR] [--rpc URL1 --rpc URL2]
//
// RPC URLs reach the page as VITE_DEVNET_RPC_1/2 (see demoNetworks.ts), so a
// devnet on other ports than 8545/8546 still works.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

export const demoRoot = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps',
  'demo',
)

/**
 * Builds the demo into `outDir` (default apps/demo/dist).
 * @param {{ outDir?: string, rpcUrls?: readonly string[] }} [options]
 * @returns {Promise<string>} the output directory
 */
export async function buildDemo({ outDir, rpcUrls = [] } = {}) {
  const { build } = await import('vite')
  const out = resolve(outDir ?? join(demoRoot, 'dist'))
  const keys = ['VITE_DEVNET_RPC_1', 'VITE_DEVNET_RPC_2']
  const saved = keys.map((key) => process.env[key])
  // Vite's loadEnv reads VITE_* from process.env; restore it afterwards.
  keys.forEach((key, i) => {
    if (rpcUrls[i]) process.env[key] = rpcUrls[i]
  })
  try {
    await build({
      configFile: join(demoRoot, 'vite.config.ts'),
      root: demoRoot,
      logLevel: 'warn',
      build: { outDir: out, emptyOutDir: true },
    })
  } finally {
    keys.forEach((key, i) => {
      if (saved[i] === undefined) delete process.env[key]
      else process.env[key] = saved[i]
    })
  }
  return out
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href
if (isMain) {
  const { values } = parseArgs({
    options: {
      'out-dir': { type: 'string' },
      rpc: { type: 'string', multiple: true, default: [] },
    },
  })
  const out = await buildDemo({
    outDir: values['out-dir'],
    rpcUrls: values.rpc,
  })
  console.log(`demo built in ${out}`)
}
