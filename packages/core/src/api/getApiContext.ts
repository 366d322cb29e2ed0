import type { Config } from '../types/config.js'
import { type ApiClient, createApiClient } from './createApiClient.js'
import type { RpcRouter } from './rpcRouter.js'

/** A config's API client; its data is cached in the data layer. */
export type ApiContext = {
  /** Undefined when the config has no `apiUrl`. */
  readonly client: ApiClient | undefined
  /** Set once analytics are known to be on (host feature + server). */
  analytics: boolean
  /** The 403 analytics alert is shown once per config. */
  analyticsAlertShown: boolean
  /** Where JSON-RPC reads go, set with the first read (`getRpcRouter`). */
  rpc?: RpcRouter | undefined
}

/**
 * The API client of `config`, made on first use and kept on the
 * config (nothing module-wide), so two configs share nothing.
 */
export function getApiContext(config: Config): ApiContext {
  const existing = config._internal.api as ApiContext | undefined
  if (existing) return existing
  const { apiUrl, clientId } = config.options
  const context: ApiContext = {
    client: apiUrl
      ? createApiClient({
          baseUrl: apiUrl,
          projectId: config.projectId,
          clientId,
        })
      : undefined,
    analytics: false,
    analyticsAlertShown: false,
  }
  config._internal.api = context
  return context
}
