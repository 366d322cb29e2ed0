import {
  chainNamespaces,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_MAX,
} from '@latch/common'
import { badRequest } from '../errors/ApiError.js'
import { hasControlCharacters } from '../projects/validateProjectFields.js'
import { badgeTypes, caip2Pattern, walletIdPattern } from './walletPatterns.js'

/** Checked GET /getWallets query. */
export type GetWalletsQuery = {
  /** 1-based. */
  page: number
  /** Page size, 1–100. */
  entries: number
  search: string | undefined
  badgeType: (typeof badgeTypes)[number] | undefined
  include: string[] | undefined
  exclude: string[] | undefined
  /** CAIP-2 ids and namespaces; a wallet supporting any of them matches. */
  chains: string[] | undefined
  /** Wallet names (case-insensitive), e.g. the client's connector names. */
  names: string[] | undefined
  /** EIP-6963 rdns ids. */
  rdns: string[] | undefined
}

// At most 100 characters, no control characters (no NUL for PostgreSQL).
// biome-ignore lint/suspicious/noControlCharactersInRegex: refused on purpose
const namePattern = /^[^\u0000-\u001f\u007f]{1,100}$/
// A CAIP-2 id, or a bare namespace Latch knows (`solana`: any Solana chain).
const chainOrNamespacePattern = new RegExp(
  `^(?:${caip2Pattern.source.slice(1, -1)}|${chainNamespaces.join('|')})$`,
)
const rdnsPattern = /^(?=.{1,255}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/i

/** Largest page number accepted. */
export const MAX_WALLET_PAGE = 100_000

function integer(
  value: string | undefined,
  name: string,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!/^\d{1,7}$/.test(value) || n < 1 || n > max)
    throw badRequest(`${name} must be an integer from 1 to ${max}`)
  return n
}

function list(
  value: string | undefined,
  name: string,
  pattern: RegExp,
  what: string,
): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  if (items.length > 100)
    throw badRequest(`${name} takes at most 100 comma-separated values`)
  const bad = items.find((item) => !pattern.test(item))
  if (bad !== undefined)
    throw badRequest(`${name}: '${bad.slice(0, 64)}' is not ${what}`)
  return items
}

/**
 * Checks the query of GET /getWallets; throws a 400 `ApiError` naming the
 * bad parameter. Empty values mean "not given". Parameters the reference
 * client sends that have no meaning here (`include_pay_only`, `sort`, `st`,
 * `sv`) are ignored.
 */
export function parseGetWalletsQuery(
  query: Record<string, string | undefined>,
): GetWalletsQuery {
  const search = query.search?.trim()
  if (
    search !== undefined &&
    (search.length > 100 || hasControlCharacters(search))
  )
    throw badRequest(
      'search must be at most 100 characters, without control characters',
    )
  // The reference client sends `badge_type` when paging and `badge` when
  // matching its connectors to the directory.
  if (query.badge_type && query.badge && query.badge_type !== query.badge)
    throw badRequest('badge and badge_type must not differ')
  const badge = query.badge_type || query.badge || undefined
  if (badge !== undefined && !badgeTypes.includes(badge as 'none'))
    throw badRequest(
      `badge_type (or badge) must be one of ${badgeTypes.join(', ')}`,
    )
  return {
    page: integer(query.page, 'page', 1, MAX_WALLET_PAGE),
    entries: integer(
      query.entries,
      'entries',
      WALLET_LIST_PAGE_SIZE,
      WALLET_SEARCH_MAX,
    ),
    search: search || undefined,
    badgeType: badge as GetWalletsQuery['badgeType'],
    include: list(query.include, 'include', walletIdPattern, 'a wallet id'),
    exclude: list(query.exclude, 'exclude', walletIdPattern, 'a wallet id'),
    chains: list(
      query.chains,
      'chains',
      chainOrNamespacePattern,
      `a CAIP-2 chain id or a namespace (${chainNamespaces.join(', ')})`,
    ),
    names: list(query.names, 'names', namePattern, 'a wallet name'),
    rdns: list(query.rdns, 'rdns', rdnsPattern, 'an rdns id'),
  }
}
