import type { Config } from '@latch/core'

/**
 * The URL of one of the API server's public images (SPEC §7 image GETs):
 * `Asset` a network's icon (by CAIP-2 id), a social provider's mark or
 * WalletConnect's; `Token` a token's (by lower-case symbol); `Currency` a
 * fiat currency's (by lower-case ISO 4217 code, e.g. `usd`); `Avatar` the
 * generated avatar of an address (latch-api's addition, see its README).
 * Undefined without an API server: the caller shows its letter.
 */
export function imageUrl(
  config: Config,
  kind: 'Asset' | 'Token' | 'Currency' | 'Avatar',
  id: string,
): string | undefined {
  const api = config.options.apiUrl
  return (
    api &&
    `${api.replace(/\/$/, '')}/public/get${kind}Image/${encodeURIComponent(id)}`
  )
}
