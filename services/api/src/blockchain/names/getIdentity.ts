import type { Address } from 'viem'
import type { DbQueryable } from '../../db/Db.js'
import { findNameProfiles } from './findNameProfiles.js'

/** Answer of GET /v1/identity/{address}. */
export type Identity = { name: string | null; avatar: string | null }

/**
 * Name and avatar of an address: its first registered name and that
 * name's `avatar` attribute; nulls when it has none.
 */
export async function getIdentity(
  db: DbQueryable,
  address: Address,
): Promise<Identity> {
  const [profile] = await findNameProfiles(db, { address, limit: 1 })
  return {
    name: profile?.name ?? null,
    avatar: profile?.attributes.avatar ?? null,
  }
}
