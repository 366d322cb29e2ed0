import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { smartAccountContracts } from '@latch/common/smart-account'
import { devAccounts, getFreePort } from '@latch/devnet/node'

const altoPackage = ['@pimlico', 'alto'].join('/')

/**
 * Alto (`@pimlico/alto`, GPL: run as its own process, never imported) on
 * a free port beside the anvil at `rpcUrl`, bundling for the EntryPoint
 * v0.7 with dev accounts 7 (executor) and 8 (utility). Resolves once it
 * answers `eth_supportedEntryPoints`. Until @latch/devnet starts the
 * bundler itself (issue #22), the API's tests start it here.
 */
export async function startTestBundler({ rpcUrl }: { rpcUrl: string }) {
  const port = await getFreePort()
  // Alto is @latch/devnet's dependency (it runs it beside each anvil).
  const fromDevnet = createRequire(import.meta.resolve('@latch/devnet/node'))
  const bin = join(dirname(fromDevnet.resolve(altoPackage)), 'cli/alto.js')
  const child = spawn(
    process.execPath,
    [
      bin,
      '--entrypoints',
      smartAccountContracts.EntryPoint,
      '--executor-private-keys',
      devAccounts[7]!.privateKey,
      '--utility-private-key',
      devAccounts[8]!.privateKey,
      '--rpc-url',
      rpcUrl,
      '--port',
      String(port),
      '--safe-mode',
      'false',
      '--min-bundle-interval',
      '10',
      '--max-bundle-interval',
      '50',
      '--block-time',
      '100',
      '--utility-wallet-monitor',
      'false',
      '--log-level',
      'warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`alto exited (${child.exitCode}): ${output.slice(-2000)}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_supportedEntryPoints',
          params: [],
        }),
      })
      if (response.ok) break
    } catch {}
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`alto did not start: ${output.slice(-2000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}
