import { webcrypto } from 'node:crypto'
import type { DbQueryable } from '../db/Db.js'
import { loadKeyRow } from '../db/loadKeyRow.js'
import { importVerifyKey, type VerifyKey } from './importVerifyKey.js'
import { parseVerifyKey } from './parseVerifyKey.js'

export type LoadVerifyKeyParameters = {
  /** A private P-256 JWK as JSON (`LATCH_API_VERIFY_KEY`); wins over the database. */
  privateJwk?: string | undefined
}

/**
 * The ES256 signing key of this deployment: `privateJwk` when given, else
 * the one in `verify_keys`, generated with WebCrypto by the first instance
 * that needs it (`loadKeyRow`).
 */
export async function loadVerifyKey(
  db: DbQueryable,
  { privateJwk }: LoadVerifyKeyParameters = {},
): Promise<VerifyKey> {
  if (privateJwk) return parseVerifyKey(privateJwk)
  const jwk = await loadKeyRow(db, {
    table: 'verify_keys',
    column: 'private_jwk',
    id: 'es256',
    create: async () => {
      const pair = await webcrypto.subtle.generateKey(
        { name: 'ECDSA', namedCurve: 'P-256' },
        true,
        ['sign', 'verify'],
      )
      return JSON.stringify(
        await webcrypto.subtle.exportKey('jwk', pair.privateKey),
      )
    },
    cast: '::jsonb',
  })
  return importVerifyKey(typeof jwk === 'string' ? JSON.parse(jwk) : jwk)
}
