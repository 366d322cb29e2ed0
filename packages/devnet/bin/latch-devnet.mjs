#!/usr/bin/env node
// The latch-devnet command. Runs the compiled package: build it first with
// `npx tsc -b tsconfig.build.json` at the repository root.
let runCli
try {
  ;({ runCli } = await import('../dist/exports/node.js'))
} catch (error) {
  console.error(
    'latch-devnet: cannot load dist/ — run `npx tsc -b tsconfig.build.json` first.',
  )
  console.error(String(error))
  process.exit(1)
}

try {
  const devnet = await runCli({ argv: process.argv.slice(2), env: process.env })
  if (devnet) {
    const stop = async () => {
      await devnet.stop()
      process.exit(0)
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
} catch (error) {
  console.error(`latch-devnet: ${error?.message ?? error}`)
  process.exit(1)
}
