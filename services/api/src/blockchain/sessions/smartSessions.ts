import type { DbQueryable } from '../../db/Db.js'

/** A stored smart session, as `GET /v1/sessions/{address}` lists it. */
export type SmartSession = {
  /** The ERC-7715 permissions context (the encoded signed delegation). */
  pci: string
  delegationHash: string
  chainId: number
  address: string
  sessionKey: string
  /** As granted; amounts as decimal strings of base units. */
  permissions: unknown[]
  /** Unix seconds. */
  expiry: number
  createdAt: string
  revoked: boolean
}

type Row = {
  delegation_hash: string
  address: string
  chain_id: string | number
  session_key: string
  permissions: unknown[] | string
  expiry: string | number
  context: string
  created_at: string | Date
  revoked_at: string | Date | null
}

const toSession = (row: Row): SmartSession => ({
  pci: row.context,
  delegationHash: row.delegation_hash,
  chainId: Number(row.chain_id),
  address: row.address,
  sessionKey: row.session_key,
  permissions:
    typeof row.permissions === 'string'
      ? JSON.parse(row.permissions)
      : row.permissions,
  expiry: Number(row.expiry),
  createdAt: new Date(row.created_at).toISOString(),
  revoked: row.revoked_at !== null,
})

/**
 * Stores a granted session (the delegator `address` in lower case); one
 * already stored (the same delegation) is kept as it is.
 */
export async function insertSmartSession(
  db: DbQueryable,
  session: Omit<SmartSession, 'createdAt' | 'revoked'>,
): Promise<void> {
  await db.query(
    `INSERT INTO smart_sessions
       (delegation_hash, address, chain_id, session_key, permissions, expiry, context)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
     ON CONFLICT (delegation_hash) DO NOTHING`,
    [
      session.delegationHash.toLowerCase(),
      session.address.toLowerCase(),
      session.chainId,
      session.sessionKey.toLowerCase(),
      JSON.stringify(session.permissions),
      session.expiry,
      session.pci.toLowerCase(),
    ],
  )
}

/**
 * Whether this database holds the store (the embedded-wallet service's
 * migrations create it; an API without that service has no sessions).
 */
async function hasSmartSessionStore(db: DbQueryable) {
  const [row] = await db.query<{ found: string | null }>(
    `SELECT to_regclass('smart_sessions')::text AS found`,
  )
  return Boolean(row?.found)
}

/** The newest `limit` sessions of `address` (any chain), newest first. */
export async function listSmartSessions(
  db: DbQueryable,
  { address, limit = 100 }: { address: string; limit?: number },
): Promise<SmartSession[]> {
  if (!(await hasSmartSessionStore(db))) return []
  const rows = await db.query<Row>(
    `SELECT * FROM smart_sessions WHERE address = $1
     ORDER BY created_at DESC, delegation_hash LIMIT $2`,
    [address.toLowerCase(), limit],
  )
  return rows.map(toSession)
}

/** The session of `address` with this context, if stored. */
export async function findSmartSession(
  db: DbQueryable,
  { address, pci }: { address: string; pci: string },
): Promise<SmartSession | undefined> {
  if (!(await hasSmartSessionStore(db))) return undefined
  const [row] = await db.query<Row>(
    'SELECT * FROM smart_sessions WHERE address = $1 AND context = $2',
    [address.toLowerCase(), pci.toLowerCase()],
  )
  return row && toSession(row)
}

/** Marks a session revoked (kept: the list shows it revoked). */
export async function markSmartSessionRevoked(
  db: DbQueryable,
  { delegationHash }: { delegationHash: string },
): Promise<void> {
  await db.query(
    `UPDATE smart_sessions SET revoked_at = now()
     WHERE delegation_hash = $1 AND revoked_at IS NULL`,
    [delegationHash.toLowerCase()],
  )
}
