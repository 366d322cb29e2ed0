#!/usr/bin/env node
// The latch-relay command. Runs the compiled package: build it first with
// `npx tsc -b tsconfig.build.json` at the repository root.
let runCli
try {
  ;({ runCli } = await import('../dist/exports/index.js'))
} catch (error) {
  console.error(
    'latch-relay: cannot load dist/ — run `npx tsc -b tsconfig.build.json` first.',
  )
  console.error(String(error))
  process.exit(1)
}

try {
  const relay = await runCli({ argv: process.argv.slice(2), env: process.env })
  if (relay) {
    const stop = async () => {
      await relay.close()
      process.exit(0)
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
} catch (error) {
  console.error(`latch-relay: ${error?.message ?? error}`)
  process.exit(1)
}
