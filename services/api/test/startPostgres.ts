import { execFile, spawn } from 'node:child_process'
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)
const bin = '/usr/lib/postgresql/15/bin'

export type StartPostgresReturnType = {
  /** Server URL without a database: append `/<name>`. */
  serverUrl: string
  /** A fresh database each call: `postgres://…/<name>`. */
  createDatabase(): Promise<string>
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * Starts a throw-away PostgreSQL 15 (Debian's binaries) on a free loopback
 * port: initdb into a temp dir, trust auth, no fsync. Runs as the OS user
 * `postgres` (spawn's uid/gid) when this process is root.
 */
export async function startPostgres(): Promise<StartPostgresReturnType> {
  const dir = await mkdtemp(join(tmpdir(), 'latch-pg-'))
  // postgres refuses to run as root: run it as the OS user `postgres`.
  const user: { uid?: number; gid?: number } =
    process.getuid?.() === 0
      ? {
          uid: Number((await run('id', ['-u', 'postgres'])).stdout),
          gid: Number((await run('id', ['-g', 'postgres'])).stdout),
        }
      : {}
  if (user.uid !== undefined && user.gid !== undefined) {
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
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]
  const child = spawn(`${bin}/postgres`, args, {
    ...user,
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let log = ''
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const serverUrl = `postgres://postgres@127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      await client.end().catch(() => {})
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`postgres did not start:\n${log}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  let next = 0
  return {
    serverUrl,
    async createDatabase() {
      const name = `latch_test_${process.pid}_${next++}`
      const client = new pg.Client({
        connectionString: `${serverUrl}/postgres`,
      })
      await client.connect()
      await client.query(`CREATE DATABASE ${name}`)
      await client.end()
      return `${serverUrl}/${name}`
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        // SIGINT = fast shutdown. The child is ours: it was spawned above.
        child.kill('SIGINT')
        await exited
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}
