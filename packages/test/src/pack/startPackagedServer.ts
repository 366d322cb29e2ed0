import { type ChildProcess, spawn } from 'node:child_process'

export type PackagedServer = {
  /** The address the server printed, e.g. `ws://127.0.0.1:40123`. */
  url: string
  stop(): Promise<void>
}

/**
 * Starts an installed server binary (`node_modules/.bin/latch-relay`, …)
 * and resolves with the address of its first `listening on URL` line, as a
 * person reads it from the terminal. Rejects with the output so far when
 * the process exits first.
 */
export function startPackagedServer(
  bin: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<PackagedServer> {
  const child = spawn(bin, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (\S+)/.exec(output)
      if (!match?.[1]) return
      child.stdout?.off('data', onData)
      resolve({ url: match[1], stop: () => stop(child) })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) =>
      reject(
        new Error(`${bin} exited with ${code} before listening:\n${output}`),
      ),
    )
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
