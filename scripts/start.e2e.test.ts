// `npm start`'s orchestrator on free ports (every one of them, so the test
// passes while a developer's own stack holds the defaults): it serves the demo and the
// wallet, the relay and the API (with the seeded `latch-demo` project)
// answer, both RPC URLs answer, `--help` lists the flags, and SIGINT
// (Ctrl-C) stops everything with exit code 0.
// Needs the compiled packages (npm test runs `tsc -b` before Vitest).
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, expect, test } from 'vitest'

const script = fileURLToPath(new URL('./start.mjs', import.meta.url))
let child: ChildProcess | undefined
// Built apart from apps/*/dist, which a developer's own `npm start` serves.
const buildDir = mkdtempSync(join(tmpdir(), 'latch-start-'))
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
  rmSync(buildDir, { recursive: true, force: true })
})

async function chainId(url: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
  })
  return ((await response.json()) as { result: string }).result
}

test('--help lists the flags', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    script,
    '--help',
  ])
  for (const flag of [
    '--host',
    '--port',
    '--wallet-port',
    '--relay-port',
    '--api-port',
    '--api-data',
    '--rpc-port',
    '--solana-port',
    '--embedded-port',
    '--build-dir',
  ])
    expect(stdout).toContain(flag)
})

// The whole stack starts here, with two Vite builds and the devnets' DEX
// deployments: ~20 s on a quiet machine, over 60 s on a loaded two-core
// one beside the unit lane. A bound for a hang, not for speed.
const startBound = { timeout: 240_000 }

test(
  'starts devnet, relay, API, demo and wallet; stops on SIGINT',
  startBound,
  async () => {
    const args = [
      ...['--port', '0', '--wallet-port', '0', '--relay-port', '0'],
      ...['--api-port', '0', '--api-data', 'memory'],
      ...['--rpc-port', '0', '--rpc-port', '0', '--solana-port', '0'],
      ...['--embedded-port', '0', '--mail-port', '0', '--smtp-port', '0'],
      ...['--oidc-port', '0', '--build-dir', buildDir],
    ]
    child = spawn(process.execPath, [script, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    await new Promise<void>((resolve, reject) => {
      child?.stdout?.on('data', (chunk) => {
        output += chunk
        if (output.includes('Press Ctrl-C')) resolve()
      })
      child?.once('exit', () =>
        reject(new Error(`start.mjs exited:\n${output}`)),
      )
    })
    const url = (name: string) =>
      output.match(new RegExp(`  ${name} +((?:http|ws)\\S+)`))?.[1] ?? ''
    const demo = url('demo')
    const wallet = url('wallet')
    const relay = url('relay')
    const api = url('api')
    const rpcUrls = [...output.matchAll(/chain (\d+) +(\S+)/g)]
    expect(output).toMatch(/\?devwallet=1/)
    expect(demo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const page = await fetch(demo ?? '')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<script type="module"')
    expect(wallet).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const walletPage = await fetch(`${wallet}wc?uri=wc:x`)
    expect(walletPage.status).toBe(200)
    expect(await walletPage.text()).toContain('<title>Latch Wallet</title>')
    expect(relay).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const health = await fetch(`${relay.replace('ws:', 'http:')}/health`)
    expect(await health.text()).toBe('ok\n')
    expect(api).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect((await fetch(`${api}/health`)).status).toBe(200)
    const origins = await fetch(
      `${api}/projects/v1/origins?projectId=latch-demo`,
    )
    expect(await origins.json()).toMatchObject({
      allowedOrigins: expect.arrayContaining(['http://127.0.0.1:*']),
    })
    expect(rpcUrls.map((m) => m[1])).toEqual(['31337', '31338'])
    for (const [, id, url] of rpcUrls) {
      expect(Number(await chainId(url ?? ''))).toBe(Number(id))
    }
    // Swaps run on each devnet's DEX (devnet-swap-env.mjs).
    for (const [, id] of rpcUrls) {
      const tokens = await fetch(
        `${api}/v1/convert/tokens?chainId=eip155:${id}&projectId=latch-demo`,
      )
      expect(await tokens.json()).toMatchObject({
        tokens: [{ symbol: 'ETH' }, { symbol: 'LDT' }, { symbol: 'LUSD' }],
      })
    }
    // The sandbox on-ramp also sells SOL on the local Solana chain.
    const options = (await (
      await fetch(`${api}/v1/onramp/options?projectId=latch-demo`)
    ).json()) as {
      purchaseCurrencies: { id: string; networks: { display_name: string }[] }[]
    }
    expect(
      options.purchaseCurrencies.find((c) => c.id === 'SOL')?.networks,
    ).toMatchObject([{ display_name: 'Solana Local' }])
    const exited = once(child, 'exit')
    child.kill('SIGINT')
    const [code] = await exited
    expect(code).toBe(0)
    await expect(fetch(demo ?? '')).rejects.toThrow()
    await expect(fetch(wallet)).rejects.toThrow()
    await expect(fetch(`${api}/health`)).rejects.toThrow()
    await expect(chainId(rpcUrls[0]?.[2] ?? '')).rejects.toThrow()
  },
)
