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
 * Registered names, oldest first: one name (`{ name }`) or every name
 * pointing at an address (`{ address }`, any case).
 */
export async function findNameProfiles(
  db: DbQueryable,
  filter: { name: string } | { address: string },
): Promise<NameProfile[]> {
  const [where, value] =
    'name' in filter
      ? ['n.name = $1', filter.name]
      : [
          `n.name IN (SELECT name FROM profile_name_addresses
             WHERE address_lower = $1)`,
          filter.address.toLowerCase(),
        ]
  const rows = await db.query<Row>(
    `SELECT n.name, n.attributes, n.created_at, a.coin_type, a.address,
       a.created_at AS address_created
     FROM profile_names n
     JOIN profile_name_addresses a ON a.name = n.name
     WHERE ${where}
     ORDER BY n.created_at, n.name, a.coin_type`,
    [value],
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
