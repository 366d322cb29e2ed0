import { randomBytes } from 'node:crypto'
import type { DbQueryable } from '../db/Db.js'
import { loadKeyRow } from '../db/loadKeyRow.js'
import { parseSiwxNonceKey } from './parseSiwxNonceKey.js'

export type LoadSiwxNonceKeyParameters = {
  /**
   * The key as hex, at least 32 bytes (`LATCH_API_SIWX_NONCE_KEY`); wins
   * over the database.
   */
  key?: string | undefined
}

/**
 * The HMAC key of this deployment's sign-in nonces: `key` when given, else
 * the one in `siwx_keys`, 32 bytes the first instance that needs it draws
 * from the OS CSPRNG (`loadKeyRow`), so instances on one database issue
 * and accept the same nonces. Throws `TypeError` for a `key` that is not
 * ≥ 32 bytes of hex (`parseSiwxNonceKey`; `siwxRoutes` checks it at start).
 */
export async function loadSiwxNonceKey(
  db: DbQueryable,
  { key }: LoadSiwxNonceKeyParameters = {},
): Promise<Buffer> {
  if (key !== undefined) return parseSiwxNonceKey(key)
  const secret = await loadKeyRow(db, {
    table: 'siwx_keys',
    column: 'secret',
    id: 'nonce-hmac',
    create: () => randomBytes(32).toString('hex'),
  })
  if (typeof secret !== 'string')
    throw new TypeError('siwx_keys holds no nonce key')
  return Buffer.from(secret, 'hex')
}
