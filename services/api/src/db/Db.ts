/** A value that can be bound to a `$n` SQL parameter. */
export type SqlParam = string | number | boolean | null

/** What both a connection and an open transaction can do. */
export type DbQueryable = {
  /**
   * Runs one parameterised statement (`$1`, `$2`, …) and resolves with its
   * rows. `bigint` columns come back differently from each driver, so cast
   * counts to `::int` in SQL.
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<T[]>
  /** Runs one or more statements without parameters (DDL, migrations). */
  exec(sql: string): Promise<void>
}

/**
 * The storage the API runs on: embedded PGlite or PostgreSQL through `pg`.
 * Both speak the same SQL, so there is one schema and one set of
 * migrations.
 */
export type Db = DbQueryable & {
  /** `pglite` or `postgres`. */
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `fn` inside one transaction: committed when it resolves, rolled
   * back when it throws.
   */
  transaction<R>(fn: (tx: DbQueryable) => Promise<R>): Promise<R>
  /** Closes the database (PGlite) or the connection pool (PostgreSQL). */
  close(): Promise<void>
}
