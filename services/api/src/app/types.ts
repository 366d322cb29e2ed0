import type { Hono } from 'hono'
import type { AnalyticsSettings } from '../analytics/AnalyticsSettings.js'
import type { Db } from '../db/Db.js'
import type { Migration } from '../db/Migration.js'
import type { AdminLockout } from '../middleware/adminAuth/createAdminLockout.js'
import type { Project } from '../projects/Project.js'
import type { SiwxSettings } from '../siwx/SiwxSettings.js'
import type { VerifySettings } from '../verify/VerifySettings.js'
import type { ApiLimits } from './ApiLimits.js'

/** Settings every route can read from `c.var.settings`. */
export type ApiSettings = {
  /**
   * Bearer token for /admin/*. When unset the admin endpoints answer 403.
   * (env `LATCH_API_ADMIN_TOKEN`)
   */
  adminToken?: string | undefined
  /**
   * Trust the last `X-Forwarded-For` hop as the client address (per-IP
   * limits). Only behind a reverse proxy that sets it. @default env
   * `LATCH_API_TRUST_PROXY` (`1`/`true`), else false
   */
  trustProxy?: boolean | undefined
  /**
   * Analytics limits (POST /e); missing fields come from the environment
   * (`LATCH_API_ANALYTICS_*`) or the defaults, see `getAnalyticsSettings`.
   */
  analytics?: Partial<AnalyticsSettings> | undefined
  /**
   * Body, JSON, admin-lockout and server limits; missing fields are the
   * defaults (`defaultApiLimits`). The CLI reads them from the environment
   * with `getApiLimits`.
   */
  limits?: Partial<ApiLimits> | undefined
  /**
   * WalletConnect Verify (`/v3/*`): attestation lifetime, rate limits,
   * storage cap, signing key; missing fields come from the environment
   * (`LATCH_API_VERIFY_*`) or the defaults, see `getVerifySettings`.
   */
  verify?: Partial<VerifySettings> | undefined
  /**
   * Sign-in (`/v1/siwx/*`, served with the blockchain API, which knows the
   * chains): nonce and session lifetimes, clock skew, rate limits; missing
   * fields come from the environment (`LATCH_API_SIWX_*`) or the defaults,
   * see `getSiwxSettings`.
   */
  siwx?: Partial<SiwxSettings> | undefined
  /**
   * Free-form settings for extensions (e.g. the blockchain API), keyed by
   * extension name.
   */
  extensions?: Record<string, unknown> | undefined
}

/** SDK type and version the toolkit sends as `st` and `sv`. */
export type SdkInfo = {
  type: string | undefined
  version: string | undefined
}

/** Hono environment of the API: typed `c.var` for every route. */
export type AppEnv = {
  Variables: {
    db: Db
    settings: ApiSettings
    /** Set by `projectMiddleware()`. */
    project: Project
    /** Set by `projectMiddleware()`. */
    sdk: SdkInfo
    /** The app's resolved limits (set by `createApp`). */
    limits: ApiLimits
    /** Failed admin attempts per address (set by `createApp`). */
    adminLockout: AdminLockout
  }
}

/** What an extension gets when it registers or starts. */
export type ApiExtensionContext = {
  db: Db
  settings: ApiSettings
}

/**
 * A pluggable part of the API (the blockchain API is one): its own
 * migrations (ids 1000+), routes and an optional background task.
 */
export type ApiExtension = {
  name: string
  /** Applied by `startApi` / `migrate` together with the core ones. */
  migrations?: readonly Migration[] | undefined
  /** Adds routes to the app; called by `createApp`. */
  register?:
    | ((app: Hono<AppEnv>, context: ApiExtensionContext) => void)
    | undefined
  /**
   * Starts background work (e.g. an indexer) after the server listens;
   * the returned `stop` runs on `close()`.
   */
  start?:
    | ((
        context: ApiExtensionContext,
      ) => Promise<{ stop(): Promise<void> } | undefined>)
    | undefined
}
