#!/usr/bin/env node
// The latch-api command. Runs the compiled package: build it first with
// `npx tsc -b tsconfig.build.json` at the repository root.
let runCli
let createBlockchainExtension
try {
  ;({ runCli } = await import('../dist/exports/index.js'))
  ;({ createBlockchainExtension } = await import(
    '../dist/exports/blockchain.js'
  ))
} catch (error) {
  console.error(
    'latch-api: cannot load dist/ — run `npx tsc -b tsconfig.build.json` first.',
  )
  console.error(String(error))
  process.exit(1)
}

try {
  const api = await runCli({
    argv: process.argv.slice(2),
    env: process.env,
    extensions: [createBlockchainExtension()],
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
