import { type ChildProcess, spawn } from 'node:child_process'
import { DevnetError } from './DevnetError.js'
import { getFreePort } from './getFreePort.js'
import { resolveAnvilBinary } from './resolveAnvilBinary.js'
import { waitForRpc } from './waitForRpc.js'

export type StartAnvilParameters = {
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string
  /** TCP port; 0 picks a free one. @default 8545 */
  port?: number
  /** Chain id. @default 31337 */
  chainId?: number
  /** Hide anvil's own output. @default true */
  silent?: boolean
  /** Extra anvil command-line arguments. @default [] */
  args?: readonly string[]
  /** How long to wait for the RPC to answer. @default 20000 */
  timeoutMs?: number
}

export type StartAnvilReturnType = {
  /** HTTP JSON-RPC URL, e.g. `http://127.0.0.1:8545`. */
  url: string
  chainId: number
  /** Port anvil listens on (the picked one when 0 was asked). */
  port: number
  /** Stops anvil and waits until it has exited. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Spawns the anvil binary shipped in `@foundry-rs/anvil` and resolves once it
 * answers `eth_chainId`. Anvil is killed on `stop()` and when this process
 * exits. Dev accounts come from the standard test mnemonic.
 */
export async function startAnvil(
  parameters: StartAnvilParameters = {},
): Promise<StartAnvilReturnType> {
  const { port = 8545 } = parameters
  // A port picked by us may be taken before anvil binds it: retry then.
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
        error.code === 'ANVIL_EXITED'
      if (!retry) throw error
    }
  }
}

async function startOnce(
  parameters: StartAnvilParameters & { port: number },
): Promise<StartAnvilReturnType> {
  const {
    host = '127.0.0.1',
    port,
    chainId = 31337,
    silent = true,
  } = parameters
  const binary = resolveAnvilBinary()
  const args = [
    ...['--host', host, '--port', String(port), '--chain-id', String(chainId)],
    ...(parameters.args ?? []),
  ]
  // stdout is always piped: anvil's "Listening on" line tells that this very
  // process bound the port (another server there would also answer RPC).
  const child = spawn(binary, args, {
    stdio: ['ignore', 'pipe', silent ? 'pipe' : 'inherit'],
  })
  let output = ''
  const listening = new AbortController()
  const onOutput = (chunk: Buffer) => {
    if (!silent && child.stdout) process.stdout.write(chunk)
    output = (output + chunk.toString()).slice(-4_000)
    if (output.includes('Listening on')) listening.abort()
  }
  child.stdout?.on('data', onOutput)
  child.stderr?.on('data', onOutput)

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
  const signal = AbortSignal.any([listening.signal, failed.signal])
  const timeoutMs = parameters.timeoutMs ?? 20_000
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs)
    signal.addEventListener('abort', () => resolve(clearTimeout(timer)))
  })
  const answered = failed.signal.aborted
    ? undefined
    : await waitForRpc(url, { signal: failed.signal, timeoutMs })
  if (answered === undefined || failed.signal.aborted) {
    process.off('exit', killOnExit)
    const code = failed.signal.aborted ? 'ANVIL_EXITED' : 'ANVIL_TIMEOUT'
    await kill(child, exited)
    throw new DevnetError(code, `anvil did not start on ${url}.`, {
      details: output.trim() || `exit code ${child.exitCode}`,
    })
  }

  let stopping: Promise<void> | undefined
  return {
    url,
    chainId: answered,
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

function urlHost(host: string) {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}
