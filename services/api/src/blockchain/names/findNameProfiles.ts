import type { DbQueryable } from '../../db/Db.js'

/** A registered name as the profile endpoints return it. */
export type NameProfile = {
  /** Full name with suffix, e.g. `alice.latch.id`. */
  name: string
  /** Addresses by coin type (decimal string). */
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
  /** ISO 8601 registration time. */
  created_at: string
}

type Row = {
  name: string
  attributes: Record<string, string> | string
  created_at: Date | string
  coin_type: number | string
  address: string
  address_created: Date | string
}

/**
 * Registered names, oldest first: one name (`{ name }`) or the names
 * pointing at an address (`{ address }`, any case), optionally a page of
 * them: at most `limit`, after the name `after` (keyset on registration
 * time, then name).
 */
export async function findNameProfiles(
  db: DbQueryable,
  filter:
    | { name: string }
    | {
        address: string
        limit?: number | undefined
        after?: string | undefined
      },
): Promise<NameProfile[]> {
  const page =
    'name' in filter
      ? { where: 'name = $1', params: [filter.name] }
      : {
          where: `name IN (SELECT name FROM profile_name_addresses
                    WHERE address_lower = $1)
                  AND ($2::text IS NULL OR (created_at, name) >
                    (SELECT created_at, name FROM profile_names WHERE name = $2))`,
          params: [
            filter.address.toLowerCase(),
            filter.after ?? null,
            filter.limit ?? null,
          ],
          limit: 'LIMIT $3',
        }
  const rows = await db.query<Row>(
    `WITH page AS (
       SELECT name, attributes, created_at FROM profile_names
       WHERE ${page.where}
       ORDER BY created_at, name ${'limit' in page ? page.limit : ''})
     SELECT n.name, n.attributes, n.created_at, a.coin_type, a.address,
       a.created_at AS address_created
     FROM page n
     JOIN profile_name_addresses a ON a.name = n.name
     ORDER BY n.created_at, n.name, a.coin_type`,
    page.params,
  )
  const profiles = new Map<string, NameProfile>()
  for (const row of rows) {
    let profile = profiles.get(row.name)
    if (!profile) {
      profile = {
        name: row.name,
        addresses: {},
        attributes:
          typeof row.attributes === 'string'
            ? JSON.parse(row.attributes)
            : row.attributes,
        created_at: new Date(row.created_at).toISOString(),
      }
      profiles.set(row.name, profile)
    }
    profile.addresses[String(row.coin_type)] = {
      address: row.address,
      created: new Date(row.address_created).toISOString(),
    }
  }
  return [...profiles.values()]
}
