#!/usr/bin/env node
// Production build of apps/demo (see build-app.mjs, which builds either app).
//
//   node scripts/build-demo.mjs [--out-dir DIR] [--rpc URL1 --rpc URL2]
import { pathToFileURL } from 'node:url'
import { appRoot, buildApp } from './build-app.mjs'

export const demoRoot = appRoot('demo')

/**
 * Builds the demo into `outDir` (default apps/demo/dist).
 * @param {Omit<import('./build-app.d.mts').BuildAppOptions, 'app'>} [options]
 * @returns {Promise<string>} the output directory
 */
export function buildDemo(options = {}) {
  return buildApp({ ...options, app: 'demo' })
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href
if (isMain) {
  const { parseArgs } = await import('node:util')
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
