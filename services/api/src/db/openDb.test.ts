import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { openDb } from './openDb.js'

const dir = await mkdtemp(join(tmpdir(), 'latch-api-db-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

test('a PGlite data folder is locked to one process', {
  timeout: 60_000,
}, async () => {
  const dataDir = join(dir, 'data')
  const db = await openDb({ dataDir })
  await db.exec('CREATE TABLE t (id int)')
  await db.close()
  // A lock left by a process that is gone is taken over.
  await writeFile(join(dataDir, 'latch-api.lock'), '999999999')
  const again = await openDb({ dataDir })
  expect(await again.query('SELECT count(*)::int AS n FROM t')).toEqual([
    { n: 0 },
  ])
  await again.close()
  // A live process holding it: refused.
  await writeFile(join(dataDir, 'latch-api.lock'), String(process.ppid))
  await expect(openDb({ dataDir })).rejects.toThrow(/is in use by process/)
  await rm(join(dataDir, 'latch-api.lock'))
})
