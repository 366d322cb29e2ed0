import type { DbQueryable } from '../db/Db.js'
import { ApiError, badRequest } from '../errors/ApiError.js'
import { isSafeAppLink } from '../http/isSafeAppLink.js'
import { isSafeWebUrl } from '../http/isSafeWebUrl.js'
import { isUniversalLink } from './isUniversalLink.js'
import { caip2Pattern, walletIdPattern } from './walletPatterns.js'

/** The links and chains of one directory entry that can be changed in place. */
type WalletLinks = {
  mobile_link?: unknown
  desktop_link?: unknown
  webapp_link?: unknown
  /** The universal link for WalletConnect link mode. */
  link_mode?: unknown
  /** CAIP-2 ids the wallet supports (its namespaces follow); replaces them. */
  chains?: unknown
}

export type UpdateWalletLinksParameters = {
  id: string
  /** Each given link replaces the stored one; `null` clears it. */
  links: WalletLinks
}

const rules = {
  mobile_link: [isSafeAppLink, 'an https: or app (name://) link'],
  desktop_link: [isSafeAppLink, 'an https: or app (name://) link'],
  webapp_link: [isSafeWebUrl, 'an https: URL (http: only for localhost)'],
  link_mode: [
    isUniversalLink,
    'an https: URL (http: only for localhost) without a query or fragment',
  ],
} as const

/**
 * Changes the links (and, given `chains`, the CAIP-2 chains, hence the
 * namespaces) of one wallet in the directory without re-importing it, e.g.
 * the web and link-mode links of a wallet whose URL is only known at
 * deploy time (the reference wallet apps/wallet). Links follow the import
 * rules (`parseWalletFile`; `link_mode`: `isUniversalLink`). Throws a 400 `ApiError` for a bad link and 404
 * `WALLET_NOT_FOUND` for an unknown id.
 *
 * @example
 * await updateWalletLinks(db, { id: 'latch-wallet',
 *   links: { webapp_link: 'https://wallet.example/' } })
 */
export async function updateWalletLinks(
  db: DbQueryable,
  { id, links }: UpdateWalletLinksParameters,
): Promise<void> {
  const values: (string | null)[] = []
  const sets: string[] = []
  if (links.chains !== undefined) {
    const { chains } = links
    if (
      !Array.isArray(chains) ||
      chains.length > 100 ||
      !chains.every((c) => typeof c === 'string' && caip2Pattern.test(c))
    )
      throw badRequest(
        'chains must be a list of at most 100 CAIP-2 chain ids (namespace:reference)',
      )
    values.push(JSON.stringify(chains))
    sets.push(`chains = $${values.length + 1}::jsonb`)
  }
  for (const [key, [isSafe, rule]] of Object.entries(rules)) {
    const value = links[key as keyof WalletLinks]
    if (value === undefined) continue
    if (value !== null && !isSafe(value))
      throw badRequest(`${key} must be null or ${rule}`)
    values.push(value)
    sets.push(`${key} = $${values.length + 1}`)
  }
  const unknown = Object.keys(links).find(
    (key) => !(key in rules) && key !== 'chains',
  )
  if (unknown !== undefined)
    throw badRequest(
      `Unknown field '${unknown.slice(0, 64)}': give mobile_link, desktop_link, webapp_link, link_mode or chains`,
    )
  if (sets.length === 0)
    throw badRequest(
      'Nothing to update: give mobile_link, desktop_link, webapp_link, link_mode or chains',
    )
  const rows = walletIdPattern.test(id)
    ? await db.query(
        `UPDATE wallets SET ${sets.join(', ')} WHERE id = $1 RETURNING id`,
        [id, ...values],
      )
    : []
  if (rows.length === 0)
    throw new ApiError(
      404,
      'WALLET_NOT_FOUND',
      `No wallet with id ${id.slice(0, 128)}`,
    )
}
