import { randomBytes } from 'node:crypto'
import type { DbQueryable } from '../db/Db.js'
import { parseSiwxNonceKey } from './parseSiwxNonceKey.js'

export type LoadSiwxNonceKeyParameters = {
  /**
   * The key as hex, at least 32 bytes (`LATCH_API_SIWX_NONCE_KEY`); wins
   * over the database.
   */
  key?: string | undefined
}

const keyId = 'nonce-hmac'

/**
 * The HMAC key of this deployment's sign-in nonces: `key` when given, else
 * the one in `siwx_keys`. The first instance to need it draws 32 bytes
 * from the OS CSPRNG and inserts them if absent, then every instance reads
 * the row, so instances on one database issue and accept the same nonces.
 * Throws `TypeError` for a `key` that is not ≥ 32 bytes of hex
 * (`parseSiwxNonceKey`; `siwxRoutes` checks it at start).
 */
export async function loadSiwxNonceKey(
  db: DbQueryable,
  { key }: LoadSiwxNonceKeyParameters = {},
): Promise<Buffer> {
  if (key !== undefined) return parseSiwxNonceKey(key)
  const read = async () => {
    const [row] = await db.query<{ secret: string }>(
      'SELECT secret FROM siwx_keys WHERE id = $1',
      [keyId],
    )
    return row?.secret
  }
  let secret = await read()
  if (!secret) {
    await db.query(
      `INSERT INTO siwx_keys (id, secret) VALUES ($1, $2)
       ON CONFLICT (id) DO NOTHING`,
      [keyId, randomBytes(32).toString('hex')],
    )
    secret = await read()
  }
  if (!secret) throw new TypeError('siwx_keys holds no nonce key')
  return Buffer.from(secret, 'hex')
}
