/**
 * One schema change. Ids order the migrations and are never reused:
 * 1–999 belong to the core API (projects, wallets, images, analytics),
 * 1000 and up to the blockchain API (src/blockchain).
 */
export type Migration = {
  /** Positive integer, unique across all migrations. */
  id: number
  /** Short snake_case name, e.g. `projects`. */
  name: string
  /** SQL run once, inside the migration transaction. */
  sql: string
}
