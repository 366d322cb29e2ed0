#!/usr/bin/env node
// The demo stack on loopback: two seeded anvils (via @latch/devnet) and the
// built demo page. Run through `npm start` (scripts/start.sh installs and
// builds first). Ctrl-C or SIGTERM stops everything.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildDemo, demoRoot } from './build-demo.mjs'
import { serveStatic } from './serve-static.mjs'

const env = process.env
const { values } = parseArgs({
  options: {
    host: { type: 'string', default: env.LATCH_HOST ?? '127.0.0.1' },
    port: { type: 'string', default: env.DEMO_PORT ?? '5173' },
    'rpc-port': {
      type: 'string',
      multiple: true,
      default: [env.DEVNET_PORT_1 ?? '8545', env.DEVNET_PORT_2 ?? '8546'],
    },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(`usage: npm start -- [options]
  --host H        listen address (LATCH_HOST, default 127.0.0.1)
  --port N        demo page port, 0 = free (DEMO_PORT, default 5173)
  --rpc-port N    twice: devnet and devnet2 anvil ports
                  (DEVNET_PORT_1/2, default 8545 8546)`)
  process.exit(0)
}

const host = values.host
const ports = values['rpc-port'].map(Number)
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
  const devnet = await startDevnet({ host, ports })
  stops.push(() => devnet.stop())
  const rpcUrls = devnet.chains.map((chain) => chain.url)
  console.log('==> building the demo (vite build)')
  const outDir = await buildDemo({
    outDir: join(demoRoot, 'dist'),
    rpcUrls,
  })
  const server = await serveStatic({
    root: outDir,
    host,
    port: Number(values.port),
  })
  stops.push(() => server.close())
  console.log('\nLatch demo stack is running:')
  console.log(`  demo (dev wallet)  ${server.url}?devwallet=1`)
  console.log(`  demo               ${server.url}`)
  for (const chain of devnet.chains) {
    console.log(`  chain ${chain.chainId}        ${chain.url}`)
  }
  console.log('Press Ctrl-C to stop.')
} catch (error) {
  console.error('npm start failed:', error?.message ?? error)
  await stop(1)
}
