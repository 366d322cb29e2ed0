import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import type { ApiExtension } from '../app/types.js'
import type {
  ChainSettings,
  SolanaChainSettings,
} from '../blockchain/settings/BlockchainSettings.js'
import type { Migration } from '../db/Migration.js'
import { lingerBeforeClose } from '../http/lingerBeforeClose.js'
import { chooseMasterKey } from './crypto/chooseMasterKey.js'
import { loadMasterKey } from './crypto/loadMasterKey.js'
import { masterKeyId } from './crypto/masterKeyId.js'
import { embeddedMigrations } from './db/embeddedMigrations.js'
import { sweepEmbedded } from './db/sweepEmbedded.js'
import type { EmbeddedContext } from './EmbeddedContext.js'
import type { EmbeddedSettings } from './EmbeddedSettings.js'
import { createMailer, type Mailer } from './email/createMailer.js'
import { farcasterMigrations } from './farcaster/farcasterMigrations.js'
import { assertFrameBuilt } from './frame/assertFrameBuilt.js'
import { getEmbeddedSettings } from './getEmbeddedSettings.js'
import type { EmbeddedEnv } from './http/EmbeddedEnv.js'
import { isLoopbackHost } from './http/isLoopbackHost.js'
import { readSocialProviders } from './social/readSocialProviders.js'
import { socialMigrations } from './social/socialMigrations.js'

export type CreateEmbeddedExtensionParameters = {
  /** Interface of the second listener. @default '127.0.0.1' */
  host?: string | undefined
  /** Its port; 0 picks a free one. @default 8789 */
  port?: number | undefined
  /** EVM chains to sign and send on (the blockchain settings' chains). */
  chains: readonly ChainSettings[]
  /**
   * Solana clusters to sign and send on (the blockchain settings'
   * solanaChains). @default []
   */
  solanaChains?: readonly SolanaChainSettings[] | undefined
  /**
   * USD per currency symbol (the blockchain settings' prices), for the
   * approval screen's fee in USD. @default {}
   */
  prices?: Readonly<Record<string, number>> | undefined
  /** `LATCH_EMBEDDED_*` come from here. @default process.env */
  env?: Record<string, string | undefined> | undefined
  /**
   * Development master key file when `LATCH_EMBEDDED_MASTER_KEY` is unset
   * (see `loadMasterKey`); none → a throw-away key (in-memory data only).
   */
  masterKeyFile?: string | undefined
  /** Win over the environment and the defaults. */
  overrides?: Partial<EmbeddedSettings> | undefined
  /**
   * Social login (/v1/embedded/social/*, providers from
   * `LATCH_EMBEDDED_<PROVIDER>_*` in `env`) and its migrations (2100+),
   * with Sign In With Farcaster (relay /v1/channel*, /v1/embedded/farcaster,
   * migration 2200; on when an RPC for chain 10 is configured).
   * @default true
   */
  social?: boolean | undefined
  /**
   * Other social-login routes than `social/socialRoutes.ts` (tests).
   * @default `social/socialRoutes.ts` when `social`
   */
  // biome-ignore lint/suspicious/noExplicitAny: any Hono env can be mounted
  socialRoutes?: ((context: EmbeddedContext) => Hono<any>) | undefined
  /** Extra migrations. */
  extraMigrations?: readonly Migration[] | undefined
  /** A mailer instead of SMTP from the settings (tests). */
  mailer?: Mailer | undefined
  /** Start-up lines. @default console.log */
  log?: ((line: string) => void) | undefined
}

/** The extension, plus where it listens once started. */
export type EmbeddedExtension = ApiExtension & {
  /** `http://host:port` once `start` ran, else undefined. */
  readonly url: string | undefined
}

/**
 * The embedded-wallet service as an `ApiExtension`: its migrations
 * (2000+; social login 2100+), and on `start` a SECOND HTTP listener (its own origin, default
 * 127.0.0.1:8789) serving `createEmbeddedApp` over the API's database.
 *
 * @example
 * await startApi({ extensions: [createEmbeddedExtension({ chains, port: 0 })] })
 */
export function createEmbeddedExtension({
  host = '127.0.0.1',
  port = 8789,
  chains,
  solanaChains = [],
  prices = {},
  env = process.env,
  masterKeyFile,
  overrides,
  social = true,
  socialRoutes: givenSocialRoutes,
  extraMigrations = [],
  mailer: givenMailer,
  log = console.log,
}: CreateEmbeddedExtensionParameters): EmbeddedExtension {
  let url: string | undefined
  return {
    name: 'embedded',
    migrations: [
      ...embeddedMigrations,
      ...(social ? [...socialMigrations, ...farcasterMigrations] : []),
      ...extraMigrations,
    ],
    get url() {
      return url
    },
    async start({ db }) {
      // Off loopback, the listening address is not what users reach, and
      // the Host header is the client's: links need a configured origin.
      if (
        !(overrides?.publicUrl ?? env.LATCH_EMBEDDED_PUBLIC_URL) &&
        !isLoopbackHost(host)
      )
        throw new Error(
          `latch-api embedded: LATCH_EMBEDDED_PUBLIC_URL is required when the embedded service listens on ${host} (not loopback): set it to the origin users reach it at, e.g. https://wallet.example.com (links in mails and the social redirect_uri are built from it)`,
        )
      const loaded = await loadMasterKey({
        envKey: env.LATCH_EMBEDDED_MASTER_KEY,
        keyFile: masterKeyFile,
        warn: log,
      })
      // An interrupted rotation of the dev key file: the key the stored
      // keys are sealed under.
      const key = await chooseMasterKey(db, loaded)
      const [other] = await db.query<{ master_key_id: string }>(
        'SELECT master_key_id FROM embedded_keys WHERE master_key_id <> $1 LIMIT 1',
        [masterKeyId(key)],
      )
      if (other)
        throw new Error(
          `latch-api embedded: stored keys are sealed under master key ${other.master_key_id}, not the configured ${masterKeyId(key)} (wrong LATCH_EMBEDDED_MASTER_KEY, or an unfinished rotation)`,
        )
      const settings = getEmbeddedSettings({ env, masterKey: key, overrides })
      // A service without its frame would listen and 404 the frame's
      // script: refuse to start instead, saying how to build or find it.
      await assertFrameBuilt(settings.frameDir)
      const mailer = givenMailer ?? createMailer(settings.mail)
      // The default social login's providers are read now, so that a bad
      // configuration stops the start (the routes themselves load later).
      const providers =
        givenSocialRoutes || !social ? undefined : readSocialProviders(env)
      // The app (and its modules: passkeys, smart accounts, sessions,
      // Solana, social login…) loads on the first request, once the
      // listening origin is known (port 0 picks one); see "Footprint" in
      // services/api/README.md. A failed load is retried by the next
      // request.
      let listenUrl: string | undefined
      let app: Promise<Hono<EmbeddedEnv>> | undefined
      const loadApp = (origin: string) =>
        (app ??= buildApp(origin).catch((error: unknown) => {
          app = undefined
          throw error
        }))
      const buildApp = async (origin: string) => {
        const { createEmbeddedApp } = await import('./createEmbeddedApp.js')
        const socialRoutes =
          givenSocialRoutes ??
          (providers
            ? await import('./social/socialRoutes.js').then(
                (module) => (context: EmbeddedContext) =>
                  module.socialRoutes(context, { env, providers }),
              )
            : undefined)
        return createEmbeddedApp(
          {
            db,
            settings: { ...settings, listenUrl: origin },
            chains,
            solanaChains,
            prices,
            mailer,
          },
          { socialRoutes, farcaster: social },
        )
      }
      const server = serve({
        fetch: async (request, env) =>
          listenUrl
            ? (await loadApp(listenUrl)).fetch(request, env)
            : new Response(null, { status: 503 }),
        hostname: host,
        port,
      })
      // An oversized upload reads its 413 instead of a reset (as latch-api).
      lingerBeforeClose(server)
      await new Promise<void>((resolve, reject) => {
        server.once('listening', resolve)
        server.once('error', reject)
      })
      const address = server.address() as AddressInfo
      url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
      listenUrl = url
      log(
        `latch-api: embedded wallet on ${url} (mail via ${settings.mail.smtpUrl.replace(/\/\/[^@/]*@/, '//***@')})`,
      )
      // Hourly: spent codes, links, sessions and old failure counts.
      const sweeping = setInterval(() => {
        sweepEmbedded(db).catch((error: unknown) =>
          log(`latch-api embedded: sweep failed: ${(error as Error).message}`),
        )
      }, 3_600_000)
      sweeping.unref()
      return {
        async stop() {
          clearInterval(sweeping)
          await new Promise<void>((resolve) => {
            server.close(() => resolve())
            if ('closeAllConnections' in server) server.closeAllConnections()
          })
          if (!givenMailer) mailer.close()
          url = undefined
        },
      }
    },
  }
}
