// A throw-away PostgreSQL 15 (Debian's binaries) for the api section: the
// JavaScript twin of services/api/test/startPostgres.ts (which is
// TypeScript, so Node cannot load it from the bench). initdb into a temp
// dir, trust auth, no fsync, a free loopback port; runs as the OS user
// `postgres` when this process is root.
import { execFile, spawn } from 'node:child_process'
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)
const bin = '/usr/lib/postgresql/15/bin'

async function freePort() {
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** @returns {Promise<{ url: string, stop(): Promise<void> }>} */
export async function startPostgres() {
  const dir = await mkdtemp(join(tmpdir(), 'latch-bench-pg-'))
  const user =
    process.getuid?.() === 0
      ? {
          uid: Number((await run('id', ['-u', 'postgres'])).stdout),
          gid: Number((await run('id', ['-g', 'postgres'])).stdout),
        }
      : {}
  if (user.uid !== undefined) {
    await chown(dir, user.uid, user.gid)
    await chmod(dir, 0o700)
  }
  const data = join(dir, 'data')
  await run(
    `${bin}/initdb`,
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'],
    { ...user, cwd: dir },
  )
  const port = await freePort()
  const child = spawn(
    `${bin}/postgres`,
    [
      ...['-D', data, '-p', String(port), '-k', dir, '-h', '127.0.0.1'],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off'],
      ...['-c', 'full_page_writes=off'],
    ],
    { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  child.stderr.on('data', (chunk) => {
    log += chunk
  })
  const serverUrl = `postgres://postgres@127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
    try {
      await client.connect()
      await client.query('CREATE DATABASE latch_bench')
      await client.end()
      break
    } catch {
      await client.end().catch(() => {})
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`postgres did not start:\n${log}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url: `${serverUrl}/latch_bench`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGINT') // our own child: fast shutdown
        await exited
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}
