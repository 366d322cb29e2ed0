import {
  IDENTITY_CACHE_MS,
  NAME_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '@latch/common'
import type { Config } from '../types/config.js'
import { type ApiClient, createApiClient } from './createApiClient.js'
import { createTtlCache, type TtlCache } from './createTtlCache.js'
import type { GetWalletsReturnType } from './getWallets.js'
import type { Identity, NameRecord, TokenBalance } from './types.js'

/** A config's API client and caches (SPEC §9 lifetimes). */
export type ApiContext = {
  /** Undefined when the config has no `apiUrl`. */
  readonly client: ApiClient | undefined
  readonly caches: {
    readonly portfolio: TtlCache<readonly TokenBalance[]>
    readonly nativeBalance: TtlCache<readonly TokenBalance[]>
    readonly names: TtlCache<readonly NameRecord[]>
    readonly identity: TtlCache<Identity>
    readonly wallets: TtlCache<GetWalletsReturnType>
  }
  /** Set once analytics are known to be on (host feature + server). */
  analytics: boolean
  /** The 403 analytics alert is shown once per config. */
  analyticsAlertShown: boolean
}

/**
 * The API client and caches of `config`, made on first use and kept on the
 * config (nothing module-wide), so two configs share nothing.
 */
export function getApiContext(config: Config): ApiContext {
  const existing = config._internal.api as ApiContext | undefined
  if (existing) return existing
  const { apiUrl } = config.options
  const context: ApiContext = {
    client: apiUrl
      ? createApiClient({ baseUrl: apiUrl, projectId: config.projectId })
      : undefined,
    caches: {
      portfolio: createTtlCache(PORTFOLIO_CACHE_MS),
      nativeBalance: createTtlCache(NATIVE_BALANCE_CACHE_MS),
      names: createTtlCache(NAME_CACHE_MS),
      identity: createTtlCache(IDENTITY_CACHE_MS),
      wallets: createTtlCache(PORTFOLIO_CACHE_MS),
    },
    analytics: false,
    analyticsAlertShown: false,
  }
  config._internal.api = context
  return context
}
