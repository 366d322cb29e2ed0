// Global setup of the `e2e` Vitest project (see the root vitest.config.ts).
//
// 1. Starts the devnet (two anvils, seeded) on free ports (port 0), so a
//    running `npm start` on 8545/8546 does not get in the way.
// 2. Builds the demo with those RPC URLs (VITE_DEVNET_RPC_1/2) into a
//    temporary folder and serves it on a free port.
// 3. Hands `demoUrl` and `rpcUrls` to the tests through `inject()`.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@latch/devnet/node'
import type { TestProject } from 'vitest/node'
import { buildDemo } from '../../../scripts/build-demo.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built demo page, e.g. http://127.0.0.1:40123/ */
    demoUrl: string
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
    const outDir = await mkdtemp(join(tmpdir(), 'latch-demo-'))
    stops.push(() => rm(outDir, { recursive: true, force: true }))
    await buildDemo({ outDir, rpcUrls })
    const server = await serveStatic({ root: outDir, host, port: 0 })
    stops.push(() => server.close())
    project.provide('demoUrl', server.url)
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
