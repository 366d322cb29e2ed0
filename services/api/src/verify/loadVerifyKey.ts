import { webcrypto } from 'node:crypto'
import type { DbQueryable } from '../db/Db.js'
import { importVerifyKey, type VerifyKey } from './importVerifyKey.js'
import { parseVerifyKey } from './parseVerifyKey.js'

export type LoadVerifyKeyParameters = {
  /** A private P-256 JWK as JSON (`LATCH_API_VERIFY_KEY`); wins over the database. */
  privateJwk?: string | undefined
}

const keyId = 'es256'

/**
 * The ES256 signing key of this deployment: `privateJwk` when given, else
 * the one in `verify_keys`. The first instance to need it generates it
 * (WebCrypto) and inserts it if absent, then every instance reads the row,
 * so instances starting together end up with the same key.
 */
export async function loadVerifyKey(
  db: DbQueryable,
  { privateJwk }: LoadVerifyKeyParameters = {},
): Promise<VerifyKey> {
  if (privateJwk) return parseVerifyKey(privateJwk)
  const read = async () => {
    const [row] = await db.query<{ private_jwk: unknown }>(
      'SELECT private_jwk FROM verify_keys WHERE id = $1',
      [keyId],
    )
    const value = row?.private_jwk
    return typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  }
  let jwk = await read()
  if (!jwk) {
    const pair = await webcrypto.subtle.generateKey(
      { name: 'ECDSA', namedCurve: 'P-256' },
      true,
      ['sign', 'verify'],
    )
    const generated = await webcrypto.subtle.exportKey('jwk', pair.privateKey)
    await db.query(
      `INSERT INTO verify_keys (id, private_jwk) VALUES ($1, $2::jsonb)
       ON CONFLICT (id) DO NOTHING`,
      [keyId, JSON.stringify(generated)],
    )
    jwk = await read()
  }
  return importVerifyKey(jwk)
}
