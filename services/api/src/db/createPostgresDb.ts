import pg from 'pg'
import type { Db, DbQueryable, SqlParam } from './Db.js'

export type CreatePostgresDbParameters = {
  /** `postgres://user:password@host:port/database` */
  databaseUrl: string
  /** Connections in the pool. @default 10 */
  max?: number | undefined
}

/**
 * Connects to PostgreSQL through a `pg` connection pool.
 *
 * @example
 * const db = await createPostgresDb({ databaseUrl: process.env.DATABASE_URL })
 */
export async function createPostgresDb({
  databaseUrl,
  max = 10,
}: CreatePostgresDbParameters): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max })
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {})
  // Fail at start, not on the first request, when the URL is wrong.
  const probe = await pool.connect()
  probe.release()
  type Target = Pick<pg.Pool, 'query'>
  const wrap = (target: Target): DbQueryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query(sql, [...params])
      return result.rows as T[]
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  })
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
