import type { DbQueryable } from '../../db/Db.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { findNameProfiles, type NameProfile } from './findNameProfiles.js'

export type FindReverseNamesPageParameters = {
  address: string
  /** Names per page (1 to `maxLimit`). */
  limit: number
  maxLimit: number
  /** Opaque cursor from a previous page's `next`. */
  cursor?: string | undefined
}

/**
 * One page of the names pointing at an address, oldest first, and the
 * opaque cursor of the next page (absent on the last). The cursor encodes
 * the page's last name (base64url); an unknown or malformed one is 400
 * `INVALID_CURSOR`, a bad `limit` 400 `INVALID_PARAMETER`.
 */
export async function findReverseNamesPage(
  db: DbQueryable,
  { address, limit, maxLimit, cursor }: FindReverseNamesPageParameters,
): Promise<{ data: NameProfile[]; next?: string }> {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > maxLimit)
    throw new BlockchainApiError(
      400,
      'INVALID_PARAMETER',
      `limit must be an integer from 1 to ${maxLimit}.`,
    )
  let after: string | undefined
  if (cursor !== undefined) {
    after = /^[A-Za-z0-9_-]{1,400}$/.test(cursor)
      ? Buffer.from(cursor, 'base64url').toString('utf8')
      : ''
    const known =
      after.length > 0 &&
      !after.includes('\u0000') &&
      (await db.query('SELECT 1 FROM profile_names WHERE name = $1', [after]))
        .length > 0
    if (!known)
      throw new BlockchainApiError(400, 'INVALID_CURSOR', 'Invalid cursor.')
  }
  const rows = await findNameProfiles(db, { address, limit: limit + 1, after })
  const data = rows.slice(0, limit)
  const last = data.at(-1)
  return rows.length > limit && last
    ? { data, next: Buffer.from(last.name, 'utf8').toString('base64url') }
    : { data }
}
