#!/usr/bin/env node
// The latch-api command. Runs the compiled package: build it first with
// `npx tsc -b tsconfig.build.json` at the repository root. Starts the API
// with the blockchain extension and the embedded-wallet service (its own
// port, see --help). It loads the modules it needs rather than the
// package's entry points, which re-export every route set: the route sets
// few requests need load on their first request (README, "Footprint").
let runCli
let createBlockchainExtension
let getBlockchainSettings
try {
  ;({ runCli } = await import('../dist/cli/runCli.js'))
  ;({ createBlockchainExtension } = await import(
    '../dist/blockchain/createBlockchainExtension.js'
  ))
  ;({ getBlockchainSettings } = await import(
    '../dist/blockchain/settings/getBlockchainSettings.js'
  ))
} catch (error) {
  console.error(
    'latch-api: cannot load dist/ — run `npx tsc -b tsconfig.build.json` first.',
  )
  console.error(String(error))
  process.exit(1)
}

try {
  const settings = getBlockchainSettings()
  const api = await runCli({
    argv: process.argv.slice(2),
    env: process.env,
    extensions: [createBlockchainExtension({ settings })],
    embedded: {
      chains: settings.chains,
      solanaChains: settings.solanaChains,
      prices: settings.prices,
    },
  })
  if (api) {
    const stop = async () => {
      await api.close()
      process.exit(0)
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
} catch (error) {
  console.error(`latch-api: ${error?.message ?? error}`)
  process.exit(1)
}
