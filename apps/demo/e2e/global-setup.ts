// Global setup of the `e2e` Vitest project (see the root vitest.config.ts).
//
// 1. Starts the devnet (two anvils, seeded) on free ports (port 0), so a
//    running `npm start` on 8545/8546 does not get in the way.
// 2. Starts a relay (@latch/relay, in memory) on a free port.
// 3. Builds the demo and the reference wallet (apps/wallet) with those RPC
//    URLs (VITE_DEVNET_RPC_1/2) and the relay URL (VITE_RELAY_URL) into
//    temporary folders and serves each on a free port.
// 4. Hands `demoUrl`, `walletUrl`, `relayUrl` and `rpcUrls` to the tests
//    through `inject()`.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@latch/devnet/node'
import { startRelay } from '@latch/relay'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../../../scripts/build-app.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built demo page, e.g. http://127.0.0.1:40123/ */
    demoUrl: string
    /** The built reference wallet (apps/wallet), e.g. http://127.0.0.1:40124/ */
    walletUrl: string
    /** The relay both pages use, e.g. ws://127.0.0.1:40125 */
    relayUrl: string
    /** RPC URLs of Latch Devnet (31337) and Latch Devnet 2 (31338). */
    rpcUrls: string[]
  }
}

export default async function setup(project: TestProject) {
  const host = '127.0.0.1'
  const devnet = await startDevnet({ host, ports: [0, 0] })
  const stops: (() => Promise<unknown>)[] = [() => devnet.stop()]
  try {
    const rpcUrls = devnet.chains.map((chain) => chain.url)
    const relay = await startRelay({ host, port: 0 })
    stops.push(() => relay.close())
    const urls: Record<string, string> = {}
    // One build at a time: Vite reads VITE_* from process.env.
    for (const app of ['demo', 'wallet']) {
      const outDir = await mkdtemp(join(tmpdir(), `latch-${app}-`))
      stops.push(() => rm(outDir, { recursive: true, force: true }))
      await buildApp({ app, outDir, rpcUrls, relayUrl: relay.url })
      const server = await serveStatic({ root: outDir, host, port: 0 })
      stops.push(() => server.close())
      urls[app] = server.url
    }
    project.provide('demoUrl', urls.demo ?? '')
    project.provide('walletUrl', urls.wallet ?? '')
    project.provide('relayUrl', relay.url)
    project.provide('rpcUrls', rpcUrls)
  } catch (error) {
    await teardown(stops)
    throw error
  }
  return () => teardown(stops)
}

async function teardown(stops: (() => Promise<unknown>)[]) {
  for (const stop of stops.reverse()) await stop().catch(() => {})
}
