import type { DbQueryable } from '../db/Db.js'
import type { GetWalletsQuery } from './parseGetWalletsQuery.js'
import type { WalletRecord } from './WalletRecord.js'

type WalletRow = {
  id: string
  name: string
  image_id: string
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_urls: Record<string, string> | null
  chains: string[]
  badge_type: string | null
}

const toRecord = (row: WalletRow): WalletRecord => ({
  id: row.id,
  name: row.name,
  image_id: row.image_id,
  rdns: row.rdns,
  mobile_link: row.mobile_link,
  desktop_link: row.desktop_link,
  webapp_link: row.webapp_link,
  ...(row.app_urls ? { app_urls: row.app_urls } : {}),
  chains: row.chains,
  ...(row.badge_type ? { badge_type: row.badge_type } : {}),
})

const json = (list: string[] | undefined) =>
  list ? JSON.stringify(list) : null

/**
 * One page of the wallet directory and the number of wallets matching the
 * filters: search (case-insensitive substring of the name), badge, include
 * (only these ids), exclude, and chains (supports any of them). Ordered by
 * rank, then name.
 */
export async function findWallets(
  db: DbQueryable,
  query: GetWalletsQuery,
): Promise<{ data: WalletRecord[]; count: number }> {
  const where = `
    ($1::text IS NULL OR strpos(lower(name), lower($1::text)) > 0)
    AND ($2::text IS NULL OR coalesce(badge_type, 'none') = $2::text)
    AND ($3::jsonb IS NULL OR id IN (SELECT jsonb_array_elements_text($3::jsonb)))
    AND ($4::jsonb IS NULL OR id NOT IN (SELECT jsonb_array_elements_text($4::jsonb)))
    AND ($5::jsonb IS NULL OR chains ?| ARRAY(SELECT jsonb_array_elements_text($5::jsonb)))`
  const params = [
    query.search ?? null,
    query.badgeType ?? null,
    json(query.include),
    json(query.exclude),
    json(query.chains),
  ]
  const rows = await db.query<WalletRow>(
    `SELECT id, name, image_id, rdns, mobile_link, desktop_link, webapp_link,
       app_urls, chains, badge_type
     FROM wallets WHERE ${where}
     ORDER BY rank, name, id LIMIT $6 OFFSET $7`,
    [...params, query.entries, (query.page - 1) * query.entries],
  )
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM wallets WHERE ${where}`,
    params,
  )
  return { data: rows.map(toRecord), count: counted?.count ?? 0 }
}
