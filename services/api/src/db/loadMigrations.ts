import { readdir, readFile } from 'node:fs/promises'
import type { Migration } from './Migration.js'

/**
 * The SQL files in services/api/migrations (`NNNN_name.sql`), sorted by id.
 * The folder sits two levels above this file both in src/ and in dist/.
 */
export async function loadMigrations(
  folder: URL = new URL('../../migrations/', import.meta.url),
): Promise<Migration[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.sql'))
  const migrations: Migration[] = []
  for (const file of names) {
    const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file)
    if (!match?.[1] || !match[2])
      throw new TypeError(`Bad migration file name: ${file} (NNNN_name.sql)`)
    migrations.push({
      id: Number(match[1]),
      name: match[2],
      sql: await readFile(new URL(file, folder), 'utf8'),
    })
  }
  return migrations.sort((a, b) => a.id - b.id)
}
