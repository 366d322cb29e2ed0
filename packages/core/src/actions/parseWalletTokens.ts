import { formatUnits, getAddress, hexToBigInt, isAddress, isHex } from 'viem'
import type { TokenBalance } from '../api/types.js'

export type ParseWalletTokensParameters = {
  chainId: number
  /** The network's native currency: the native line's fallbacks. */
  nativeCurrency?:
    | { name: string; symbol: string; decimals: number }
    | undefined
}

/** At most this many lines: a wallet cannot flood the Tokens list. */
const MAX_ASSETS = 200
const MAX_NAME = 64
const MAX_SYMBOL = 16
const MAX_URL = 2048
/** A uint256 in hex: `0x` and at most 64 digits. */
const MAX_BALANCE_HEX = 66

/** A printable, trimmed text of 1…`max` characters, else null. */
function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed.length === 0 || trimmed.length > max) return null
  // No control or bidi-override characters in a token's name or symbol.
  if (/[\p{Cc}\p{Cf}]/u.test(trimmed)) return null
  return trimmed
}

/** An integer 0…36 (a number, or its hex as some wallets send it). */
function decimalsOf(value: unknown): number | null {
  const n =
    typeof value === 'string' &&
    isHex(value, { strict: true }) &&
    value.length <= 4
      ? Number(value)
      : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36
    ? n
    : null
}

/** A finite USD price ≥ 0, else null. */
function priceOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? value
    : null
}

/** An http(s) URL of at most 2048 characters, else null. */
function iconOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL) return null
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:' ? value : null
  } catch {
    return null
  }
}

/**
 * The fungible lines (`native`, `erc20`) of an EIP-7811
 * `wallet_getAssets` list as token balances of `eip155:<chainId>`. Every
 * field is checked, as a wallet is not trusted: an entry that is not an
 * object, has another type, a token address that is not one, a balance
 * that is not a hex uint256, decimals outside 0–36, or a name or symbol
 * that is empty, too long or holds control characters is left out; a
 * price that is not a finite number ≥ 0 or an icon that is not an http(s)
 * URL is dropped from its line. The native line falls back to
 * `nativeCurrency` for what the wallet leaves out. One line per token, at
 * most 200. The value is price × amount.
 */
export function parseWalletTokens(
  assets: readonly unknown[],
  { chainId, nativeCurrency }: ParseWalletTokensParameters,
): TokenBalance[] {
  const lines: TokenBalance[] = []
  const seen = new Set<string>()
  for (const asset of assets) {
    if (lines.length >= MAX_ASSETS) break
    if (typeof asset !== 'object' || asset === null) continue
    const { address, balance, type, metadata } = asset as Record<
      string,
      unknown
    >
    const meta =
      typeof metadata === 'object' && metadata !== null
        ? (metadata as Record<string, unknown>)
        : {}
    const native = type === 'native'
    if (native ? address !== 'native' : type !== 'erc20') continue
    if (!native && (typeof address !== 'string' || !isAddress(address)))
      continue
    if (
      typeof balance !== 'string' ||
      balance.length > MAX_BALANCE_HEX ||
      !isHex(balance, { strict: true }) ||
      balance === '0x'
    )
      continue
    const fallback = native ? nativeCurrency : undefined
    const decimals =
      meta.decimals === undefined && fallback
        ? fallback.decimals
        : decimalsOf(meta.decimals)
    const symbol = text(meta.symbol, MAX_SYMBOL) ?? fallback?.symbol ?? null
    if (decimals === null || !symbol) continue
    const name = text(meta.name, MAX_NAME) ?? fallback?.name ?? symbol
    const key = native ? 'native' : getAddress(address as string)
    if (seen.has(key)) continue
    seen.add(key)
    const numeric = formatUnits(hexToBigInt(balance), decimals)
    const price = priceOf(meta.price)
    lines.push({
      name,
      symbol,
      chainId: `eip155:${chainId}`,
      ...(native ? {} : { address: `eip155:${chainId}:${key}` }),
      quantity: { decimals: String(decimals), numeric },
      ...(price === null ? {} : { price, value: price * Number(numeric) }),
      iconUrl: iconOf(meta.iconUrl),
    })
  }
  return lines
}
