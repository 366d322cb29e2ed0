import { badRequest } from '../errors/ApiError.js'
import { isSafeAppLink } from '../http/isSafeAppLink.js'
import { isSafeWebUrl } from '../http/isSafeWebUrl.js'
import { hasControlCharacters } from '../projects/validateProjectFields.js'
import { isUniversalLink } from './isUniversalLink.js'
import { badgeTypes, caip2Pattern, walletIdPattern } from './walletPatterns.js'

/** One wallet in data/wallets.json. */
export type WalletFileEntry = {
  id: string
  name: string
  /** Drawn on the generated image; defaults to the name's initials. */
  monogram?: string | undefined
  /** Image background, `#rrggbb`. */
  color: string
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  /** Universal link for WalletConnect link mode (`isUniversalLink`). */
  link_mode?: string | null | undefined
  app_urls?: Record<string, string> | undefined
  chains: string[]
  badge_type?: string | undefined
  /** Directory order, lower first. @default 1000 */
  rank?: number | undefined
  /**
   * The wallet's own SVG icon, served instead of the monogram. Never read
   * from a wallet file: only from the bundled data/wallet-images/{id}.svg
   * (`readBundledWalletImages`).
   */
  svg?: string | undefined
  /** Where the image came from (package@version and path), for people. */
  image_source?: string | undefined
  /** The image's licence, for people. */
  image_licence?: string | undefined
}

/** One image in data/images.json. */
export type ImageFileEntry = {
  kind: 'asset' | 'currency' | 'token'
  id: string
  monogram: string
  color: string
  /**
   * Other ids the same image answers to, e.g. the reference client's image
   * ids of a network (`ba0ba0cd-…` for Ethereum).
   */
  aliases?: string[] | undefined
  /** Its SVG in data/images/ (a plain file name); else a monogram. */
  file?: string | undefined
  /** The SVG read from `file` (readBundledImages); never from the JSON. */
  svg?: string | undefined
  /** Where the image came from (package@version and path), for people. */
  image_source?: string | undefined
  /** The image's licence, for people. */
  image_licence?: string | undefined
}

const colorPattern = /^#[0-9a-fA-F]{6}$/

const str = (v: unknown, max = 200): v is string =>
  typeof v === 'string' &&
  v.length > 0 &&
  v.length <= max &&
  !hasControlCharacters(v)

const appLink = (v: unknown) => v == null || isSafeAppLink(v)
const webLink = (v: unknown) => v == null || isSafeWebUrl(v)
const appLinkRule =
  'an https: or app (name://) link; javascript:, data:, file: and the like are refused'
const webLinkRule = 'an https: URL (http: only for localhost)'
const universalLinkRule = `${webLinkRule} without a query or fragment`

/**
 * Checks the `{ wallets: [...] }` content of a wallet data file; throws a
 * 400 `ApiError` naming the first bad entry. Deep links (`mobile_link`,
 * `desktop_link`) must be https: or app-scheme links (`isSafeAppLink`),
 * `webapp_link` and `app_urls` https: URLs (`isSafeWebUrl`), `link_mode`
 * one without a query (`isUniversalLink`): never `javascript:` or `data:`.
 */
export function parseWalletFile(content: unknown): WalletFileEntry[] {
  const wallets = (content as { wallets?: unknown } | null)?.wallets
  if (!Array.isArray(wallets))
    throw badRequest('Wallet file must be { "wallets": [...] }')
  const seen = new Set<string>()
  return wallets.map((raw: Record<string, unknown>, index) => {
    const bad = (field: string) =>
      badRequest(
        `wallets[${index}] (${String(raw?.id).slice(0, 64)}): bad ${field}`,
      )
    if (typeof raw !== 'object' || raw === null) throw bad('entry')
    if (!str(raw.id) || !walletIdPattern.test(raw.id) || seen.has(raw.id))
      throw bad('id')
    seen.add(raw.id)
    if (!str(raw.name)) throw bad('name')
    if (raw.monogram !== undefined && !str(raw.monogram, 3))
      throw bad('monogram')
    if (!str(raw.color) || !colorPattern.test(raw.color)) throw bad('color')
    if (
      raw.rdns != null &&
      !(str(raw.rdns) && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(raw.rdns))
    )
      throw bad('rdns')
    for (const key of ['mobile_link', 'desktop_link'] as const)
      if (!appLink(raw[key])) throw bad(`${key}: must be ${appLinkRule}`)
    if (!webLink(raw.webapp_link))
      throw bad(`webapp_link: must be ${webLinkRule}`)
    if (raw.link_mode != null && !isUniversalLink(raw.link_mode))
      throw bad(`link_mode: must be ${universalLinkRule}`)
    const urls = raw.app_urls
    if (
      urls !== undefined &&
      (typeof urls !== 'object' ||
        urls === null ||
        Array.isArray(urls) ||
        Object.keys(urls).length > 20 ||
        !Object.keys(urls).every((key) => str(key, 64)) ||
        !Object.values(urls).every((v) => isSafeWebUrl(v)))
    )
      throw bad(`app_urls: each must be ${webLinkRule}`)
    if (
      !Array.isArray(raw.chains) ||
      !raw.chains.every((c) => typeof c === 'string' && caip2Pattern.test(c))
    )
      throw bad('chains')
    if (
      raw.badge_type !== undefined &&
      !badgeTypes.includes(raw.badge_type as 'none')
    )
      throw bad('badge_type')
    if (raw.rank !== undefined && !Number.isSafeInteger(raw.rank))
      throw bad('rank')
    for (const key of ['image_source', 'image_licence'] as const)
      if (raw[key] !== undefined && !str(raw[key], 300)) throw bad(key)
    return {
      id: raw.id,
      name: raw.name,
      monogram: raw.monogram as string | undefined,
      color: raw.color,
      rdns: (raw.rdns as string | null | undefined) ?? null,
      mobile_link: (raw.mobile_link as string | null | undefined) || null,
      desktop_link: (raw.desktop_link as string | null | undefined) || null,
      webapp_link: (raw.webapp_link as string | null | undefined) || null,
      link_mode: (raw.link_mode as string | null | undefined) || null,
      app_urls: urls as Record<string, string> | undefined,
      chains: raw.chains as string[],
      badge_type: raw.badge_type as string | undefined,
      rank: raw.rank as number | undefined,
      image_source: raw.image_source as string | undefined,
      image_licence: raw.image_licence as string | undefined,
    }
  })
}
