// `npm start`'s orchestrator on free ports: it serves the demo, both RPC
// URLs answer, and SIGINT (Ctrl-C) stops everything with exit code 0.
// Needs the compiled packages (npm test runs `tsc -b` before Vitest).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'

const script = fileURLToPath(new URL('./start.mjs', import.meta.url))
let child: ChildProcess | undefined
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
})

async function chainId(url: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
  })
  return ((await response.json()) as { result: string }).result
}

test('starts devnet + demo, stops on SIGINT', async () => {
  const args = ['--port', '0', '--rpc-port', '0', '--rpc-port', '0']
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
    child?.once('exit', () => reject(new Error(`start.mjs exited:\n${output}`)))
  })
  const demo = output.match(/demo {15}(\S+)/)?.[1]
  const rpcUrls = [...output.matchAll(/chain (\d+) +(\S+)/g)]
  expect(output).toMatch(/\?devwallet=1/)
  expect(demo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  const page = await fetch(demo ?? '')
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<script type="module"')
  expect(rpcUrls.map((m) => m[1])).toEqual(['31337', '31338'])
  for (const [, id, url] of rpcUrls) {
    expect(Number(await chainId(url ?? ''))).toBe(Number(id))
  }
  const exited = once(child, 'exit')
  child.kill('SIGINT')
  const [code] = await exited
  expect(code).toBe(0)
  await expect(fetch(demo ?? '')).rejects.toThrow()
  await expect(chainId(rpcUrls[0]?.[2] ?? '')).rejects.toThrow()
})
