// A throw-away Debian redis-server (no persistence, temp dir, a free
// loopback port), for the abuse bench and, through
// services/relay/test/startRedisServer.ts, the relay's tests.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

async function freePort() {
  const server = createServer()
  await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(undefined)),
  )
  const { port } = /** @type {import('node:net').AddressInfo} */ (
    server.address()
  )
  await new Promise((resolve) => server.close(() => resolve(undefined)))
  return port
}

/** @returns {Promise<{ url: string, stop(): Promise<void> }>} */
export async function startRedisServer() {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'latch-abuse-redis-'))
  const child = spawn(
    '/usr/bin/redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let output = ''
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start: ${output}`)),
        10_000,
      )
      child.stdout.on('data', (chunk) => {
        output += String(chunk)
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer)
          resolve(undefined)
        }
      })
      exited.then((code) => {
        clearTimeout(timer)
        reject(new Error(`redis-server exited ${code}: ${output}`))
      })
    })
  } catch (error) {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGKILL') // our own child
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
