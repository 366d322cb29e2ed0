import type { DbQueryable } from '../db/Db.js'
import { isSafeAppLink } from '../http/isSafeAppLink.js'
import { isSafeWebUrl } from '../http/isSafeWebUrl.js'
import { isUniversalLink } from './isUniversalLink.js'
import type { GetWalletsQuery } from './parseGetWalletsQuery.js'
import type { WalletRecord } from './WalletRecord.js'

/** The stored columns: the record's, before links are checked. */
type WalletRow = Pick<
  WalletRecord,
  | 'id'
  | 'name'
  | 'image_id'
  | 'rdns'
  | 'mobile_link'
  | 'desktop_link'
  | 'webapp_link'
  | 'link_mode'
  | 'chains'
> & { app_urls: Record<string, string> | null; badge_type: string | null }

const appLink = (link: string | null) => (isSafeAppLink(link) ? link : null)
const webLink = (link: string | null) => (isSafeWebUrl(link) ? link : null)

// Rows imported before links were checked may hold javascript: or data:
// links: they are never served.
function toRecord(row: WalletRow): WalletRecord {
  const urls = row.app_urls
    ? Object.fromEntries(
        Object.entries(row.app_urls).filter(([, url]) => isSafeWebUrl(url)),
      )
    : undefined
  const links = {
    mobile_link: appLink(row.mobile_link),
    desktop_link: appLink(row.desktop_link),
    webapp_link: webLink(row.webapp_link),
  }
  return {
    id: row.id,
    name: row.name,
    image_id: row.image_id,
    rdns: row.rdns,
    ...links,
    link_mode: isUniversalLink(row.link_mode) ? row.link_mode : null,
    ...(urls ? { app_urls: urls } : {}),
    // The reference client reads store links at the top level.
    homepage: urls?.homepage ?? null,
    app_store: urls?.ios ?? null,
    play_store: urls?.android ?? null,
    chrome_store: urls?.chrome ?? urls?.browser ?? null,
    supports_wc: Boolean(
      links.mobile_link || links.desktop_link || links.webapp_link,
    ),
    chains: row.chains,
    namespaces: [...new Set(row.chains.map((id) => id.split(':')[0] ?? id))],
    ...(row.badge_type ? { badge_type: row.badge_type } : {}),
  }
}

const json = (list: string[] | undefined) =>
  list ? JSON.stringify(list) : null

/**
 * One page of the wallet directory and the number of wallets matching the
 * filters: search (case-insensitive substring of the name), badge, include
 * (only these ids), exclude, chains (supports any of them: a CAIP-2 id
 * matches that chain, a bare namespace any chain of it), and names /
 * rdns (the wallet's name, case-insensitive, or its rdns is one of them;
 * given both, either matches: the reference client asks for the directory
 * entries of the connectors it found by both at once). Ordered by
 * rank, then name. Links that are not safe (`isSafeAppLink`,
 * `isSafeWebUrl`, `isUniversalLink`) are served as `null` (left out of
 * `app_urls`).
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
    AND ($5::jsonb IS NULL OR EXISTS (
      SELECT 1 FROM jsonb_array_elements_text(chains) AS c(id)
      WHERE c.id IN (SELECT jsonb_array_elements_text($5::jsonb))
        OR split_part(c.id, ':', 1) IN (SELECT jsonb_array_elements_text($5::jsonb))))
    AND (($6::jsonb IS NULL AND $7::jsonb IS NULL)
      OR lower(name) IN (SELECT lower(jsonb_array_elements_text($6::jsonb)))
      OR rdns IN (SELECT jsonb_array_elements_text($7::jsonb)))`
  const params = [
    query.search ?? null,
    query.badgeType ?? null,
    json(query.include),
    json(query.exclude),
    json(query.chains),
    json(query.names),
    json(query.rdns),
  ]
  const rows = await db.query<WalletRow>(
    `SELECT id, name, image_id, rdns, mobile_link, desktop_link, webapp_link,
       link_mode, app_urls, chains, badge_type
     FROM wallets WHERE ${where}
     ORDER BY rank, name, id LIMIT $8 OFFSET $9`,
    [...params, query.entries, (query.page - 1) * query.entries],
  )
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM wallets WHERE ${where}`,
    params,
  )
  return { data: rows.map(toRecord), count: counted?.count ?? 0 }
}
