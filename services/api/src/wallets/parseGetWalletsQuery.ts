import { WALLET_LIST_PAGE_SIZE, WALLET_SEARCH_MAX } from '@latch/common'
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
  chains: string[] | undefined
}

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
 * bad parameter. Empty values mean "not given".
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
  const badge = query.badge_type || undefined
  if (badge !== undefined && !badgeTypes.includes(badge as 'none'))
    throw badRequest(`badge_type must be one of ${badgeTypes.join(', ')}`)
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
    chains: list(query.chains, 'chains', caip2Pattern, 'a CAIP-2 chain id'),
  }
}
