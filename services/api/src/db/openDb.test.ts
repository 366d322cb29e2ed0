import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { runCli } from '../cli/runCli.js'
import { openDb } from './openDb.js'

const dir = await mkdtemp(join(tmpdir(), 'latch-api-db-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

test('a PGlite data folder is locked to one process', {
  timeout: 60_000,
}, async () => {
  const dataDir = join(dir, 'data')
  const db = await openDb({ dataDir })
  await db.exec('CREATE TABLE t (id int)')
  // Not twice in one process either.
  await expect(openDb({ dataDir })).rejects.toThrow(
    /already open in this process/,
  )
  await db.close()
  // A lock left by a process that is gone is taken over.
  await writeFile(join(dataDir, 'latch-api.lock'), '999999999')
  const again = await openDb({ dataDir })
  expect(await again.query('SELECT count(*)::int AS n FROM t')).toEqual([
    { n: 0 },
  ])
  await again.close()
  // A live process holding it: refused, saying what to do.
  await writeFile(join(dataDir, 'latch-api.lock'), String(process.ppid))
  await expect(openDb({ dataDir })).rejects.toThrow(
    /is in use by process .*if process \d+ is not a latch-api, the lock is stale: delete .*latch-api\.lock/,
  )
  await rm(join(dataDir, 'latch-api.lock'))
})

describe('a data folder is never initialised over', () => {
  const escapeRegExp = (text: string) =>
    text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

  test('a non-empty folder without PG_VERSION is refused and left as it was', {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(dir, 'photos')
    await mkdir(join(dataDir, 'base'), { recursive: true })
    await writeFile(join(dataDir, 'notes.txt'), 'keep me')
    const message = new RegExp(
      `${escapeRegExp(dataDir)} is not a Latch API data folder \\(PG_VERSION missing\\) and is not empty; move it away, or point --data-dir`,
    )
    await expect(openDb({ dataDir })).rejects.toThrow(message)
    expect((await readdir(dataDir)).sort()).toEqual(['base', 'notes.txt'])
    expect(await readFile(join(dataDir, 'notes.txt'), 'utf8')).toBe('keep me')
    // The CLI says the same (bin/latch-api.mjs prints the message, exit 1).
    await expect(
      runCli({ argv: ['migrate', '--data-dir', dataDir], log: () => {} }),
    ).rejects.toThrow(message)
    await expect(
      runCli({ argv: ['--port', '0', '--data-dir', dataDir], log: () => {} }),
    ).rejects.toThrow(message)
    expect((await readdir(dataDir)).sort()).toEqual(['base', 'notes.txt'])
  })

  test('a file, or a PostgreSQL server folder (postmaster.pid), is refused', async () => {
    const file = join(dir, 'a-file')
    await writeFile(file, 'x')
    await expect(openDb({ dataDir: file })).rejects.toThrow(
      `The data folder ${file} is not a folder`,
    )
    const server = join(dir, 'pg-server')
    await mkdir(server)
    await writeFile(join(server, 'PG_VERSION'), '15\n')
    await writeFile(join(server, 'postmaster.pid'), '12345\n')
    await expect(openDb({ dataDir: server })).rejects.toThrow(
      /belongs to a PostgreSQL server \(postmaster\.pid\): connect to that server with DATABASE_URL/,
    )
  })

  test('an empty folder (or one with only a stale lock) gets a new database', {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(dir, 'fresh')
    await mkdir(dataDir)
    await writeFile(join(dataDir, 'latch-api.lock'), '999999999')
    const db = await openDb({ dataDir })
    await db.exec('CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)')
    await db.close()
    expect(await readdir(dataDir)).toContain('PG_VERSION')
  })

  test('a damaged database, or one of another PostgreSQL version, is an error naming the folder — not a new empty one', {
    timeout: 120_000,
  }, async () => {
    const good = join(dir, 'fresh')
    const damaged = join(dir, 'damaged')
    await cp(good, damaged, { recursive: true })
    await rm(join(damaged, 'global', 'pg_control'))
    await expect(openDb({ dataDir: damaged })).rejects.toThrow(
      new RegExp(
        `Cannot open the Latch API data folder ${escapeRegExp(damaged)} \\(PostgreSQL \\d+ files; PGlite said: .*\\)\\. It is damaged or from another PostgreSQL version: restore it from a backup`,
      ),
    )
    // Left as it was (no new pg_control), and not locked.
    expect(await readdir(join(damaged, 'global'))).not.toContain('pg_control')
    expect(await readdir(damaged)).not.toContain('latch-api.lock')

    const older = join(dir, 'older')
    await cp(good, older, { recursive: true })
    await writeFile(join(older, 'PG_VERSION'), '15\n')
    await expect(openDb({ dataDir: older })).rejects.toThrow(
      `Cannot open the Latch API data folder ${older} (PostgreSQL 15 files;`,
    )
    // The good copy still opens, with its data, also after a crash left
    // PGlite's postmaster.pid behind.
    await writeFile(
      join(good, 'postmaster.pid'),
      '-42\n/pglite/data\n1795488015\n5432\n\n\n       20         1\n',
    )
    const db = await openDb({ dataDir: good })
    expect(await db.query('SELECT id FROM kept')).toEqual([{ id: 7 }])
    await db.close()
  })
})
