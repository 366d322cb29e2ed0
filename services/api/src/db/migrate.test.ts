import { describe, expect, test } from 'vitest'
import { createTestDb, dbKinds } from '../../test/testDbs.js'
import { loadMigrations } from './loadMigrations.js'
import { migrate } from './migrate.js'

describe.each(dbKinds)('migrate on %s', (kind) => {
  test('is idempotent and applies extra migrations once, in id order', async () => {
    const db = await createTestDb(kind)
    const core = (await loadMigrations()).map((m) => m.id)
    expect(core.every((id) => id >= 1 && id < 1000)).toBe(true)
    expect(await migrate(db)).toEqual({ applied: [] })
    const extra = [
      {
        id: 1001,
        name: 'b',
        sql: 'CREATE TABLE IF NOT EXISTS t_b (id int REFERENCES t_a (id))',
      },
      {
        id: 1000,
        name: 'a',
        sql: 'CREATE TABLE IF NOT EXISTS t_a (id int PRIMARY KEY)',
      },
    ]
    expect(await migrate(db, { extraMigrations: extra })).toEqual({
      applied: [1000, 1001],
    })
    expect(await migrate(db, { extraMigrations: extra })).toEqual({
      applied: [],
    })
    const rows = await db.query<{ id: number }>(
      'SELECT id FROM latch_migrations ORDER BY id',
    )
    expect(rows.map((r) => r.id)).toEqual([...core, 1000, 1001])
    await expect(
      migrate(db, { extraMigrations: [{ id: 1, name: 'dup', sql: '' }] }),
    ).rejects.toThrow('Duplicate migration id 1')
    // A failing migration leaves nothing half-applied.
    await expect(
      migrate(db, {
        extraMigrations: [
          { id: 1002, name: 'ok', sql: 'CREATE TABLE t_c (id int)' },
          { id: 1003, name: 'bad', sql: 'CREATE TABLE nope (' },
        ],
      }),
    ).rejects.toThrow()
    expect(
      await db.query(`SELECT id FROM latch_migrations WHERE id >= 1002`),
    ).toEqual([])
    await db.exec(
      'DROP TABLE t_b; DROP TABLE t_a; DELETE FROM latch_migrations WHERE id >= 1000',
    )
  })

  test('transaction rolls back on error', async () => {
    const db = await createTestDb(kind)
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO projects (id, name) VALUES ('tx', 'Tx')`)
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await db.query(`SELECT id FROM projects`)).toEqual([])
    const value = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO projects (id, name) VALUES ('tx', 'Tx')`)
      return 7
    })
    expect(value).toBe(7)
    expect(
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM projects`),
    ).toEqual([{ n: 1 }])
  })
})
