import { type ChildProcess, spawn } from 'node:child_process'
import { DevnetError } from '../node/DevnetError.js'
import { getFreePort } from '../node/getFreePort.js'
import { altoArgs } from './altoArgs.js'
import { altoEnv } from './altoEnv.js'
import { fundBundlerAccounts } from './fundBundlerAccounts.js'
import { resolveAltoBin } from './resolveAltoBin.js'
import { waitForBundler } from './waitForBundler.js'

export type StartBundlerParameters = {
  /** HTTP JSON-RPC URL of the anvil devnet the bundler sends to. */
  rpcUrl: string
  /**
   * Host of the returned URL. Alto 0.0.20 itself always listens on every
   * interface (0.0.0.0). @default '127.0.0.1'
   */
  host?: string
  /** TCP port; 0 picks a free one. @default 0 */
  port?: number
  /** Hide Alto's own output. @default true */
  silent?: boolean
  /** How long to wait for the bundler to answer. @default 60000 */
  timeoutMs?: number
}

export type StartBundlerReturnType = {
  /** ERC-4337 bundler JSON-RPC URL, e.g. `http://127.0.0.1:4337`. */
  url: string
  /** Port Alto listens on (the picked one when 0 was asked). */
  port: number
  /** Stops Alto and waits until it has exited. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts Alto (`@pimlico/alto`, an ERC-4337 bundler) as its own Node
 * process for the EntryPoint v0.7 of an anvil devnet seeded with
 * `seedSmartAccounts`, and resolves once it answers
 * `eth_supportedEntryPoints`. Its executor and utility keys
 * (`bundlerAccounts`) are funded with `anvil_setBalance` first. Alto is
 * killed on `stop()` and when this process exits.
 */
export async function startBundler(
  parameters: StartBundlerParameters,
): Promise<StartBundlerReturnType> {
  const { port = 0 } = parameters
  await fundBundlerAccounts(parameters.rpcUrl)
  // A port picked by us may be taken before Alto binds it: retry then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce({
        ...parameters,
        port: port === 0 ? await getFreePort(parameters.host) : port,
      })
    } catch (error) {
      const retry =
        port === 0 &&
        attempt < 3 &&
        error instanceof DevnetError &&
        error.code === 'BUNDLER_EXITED' &&
        error.message.includes('EADDRINUSE')
      if (!retry) throw error
    }
  }
}

async function startOnce(
  parameters: StartBundlerParameters & { port: number },
): Promise<StartBundlerReturnType> {
  const { rpcUrl, host = '127.0.0.1', port, silent = true } = parameters
  const args = altoArgs({ rpcUrl, port })
  const child = spawn(process.execPath, [resolveAltoBin(), ...args], {
    env: altoEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Alto logs to stdout and prints why it stopped to stderr.
  const output = { stdout: '', stderr: '' }
  const onOutput = (name: 'stdout' | 'stderr') => (chunk: Buffer) => {
    if (!silent) process[name].write(chunk)
    output[name] = (output[name] + chunk.toString()).slice(-64_000)
  }
  child.stdout?.on('data', onOutput('stdout'))
  child.stderr?.on('data', onOutput('stderr'))

  const killOnExit = () => child.kill('SIGKILL')
  process.on('exit', killOnExit)
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve())
    child.once('error', () => resolve())
  })
  const failed = new AbortController()
  child.once('error', () => failed.abort())
  child.once('exit', () => failed.abort())

  const url = `http://${urlHost(host)}:${port}`
  const timeoutMs = parameters.timeoutMs ?? 60_000
  const entryPoints = await waitForBundler(url, {
    signal: failed.signal,
    timeoutMs,
  })
  if (entryPoints === undefined || failed.signal.aborted) {
    process.off('exit', killOnExit)
    const code = failed.signal.aborted ? 'BUNDLER_EXITED' : 'BUNDLER_TIMEOUT'
    await kill(child, exited)
    throw new DevnetError(code, `The bundler (Alto) did not start on ${url}.`, {
      details:
        lastWords(output.stderr) ||
        lastWords(output.stdout) ||
        `exit code ${child.exitCode}`,
    })
  }

  let stopping: Promise<void> | undefined
  return {
    url,
    port,
    stop() {
      stopping ??= kill(child, exited).finally(() =>
        process.off('exit', killOnExit),
      )
      return stopping
    },
  }
}

async function kill(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return exited
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000)
  await exited
  clearTimeout(timer)
}

/** The end of Alto's output, each line cut short (it logs bytecode). */
function lastWords(output: string) {
  const lines = output
    .trim()
    .split('\n')
    .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line))
  return lines.join('\n').slice(-4_000)
}

function urlHost(host: string) {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}
