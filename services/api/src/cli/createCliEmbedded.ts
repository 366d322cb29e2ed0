import type {
  ChainSettings,
  SolanaChainSettings,
} from '../blockchain/settings/BlockchainSettings.js'
import type { Migration } from '../db/Migration.js'
import {
  type CreateEmbeddedExtensionParameters,
  createEmbeddedExtension,
  type EmbeddedExtension,
} from '../embedded/createEmbeddedExtension.js'
import { parsePort } from './parsePort.js'

/** What the CLI's embedded-wallet service needs besides the environment. */
export type RunCliEmbedded = {
  /** EVM chains it signs and sends on (the blockchain settings' chains). */
  chains: readonly ChainSettings[]
  /** Solana clusters it signs and sends on. @default [] */
  solanaChains?: readonly SolanaChainSettings[] | undefined
  /** USD per currency symbol (the blockchain settings' prices). */
  prices?: Readonly<Record<string, number>> | undefined
  /**
   * Other social-login routes (default: `social/socialRoutes.ts` with the
   * providers of `LATCH_EMBEDDED_<PROVIDER>_*`).
   */
  socialRoutes?: CreateEmbeddedExtensionParameters['socialRoutes']
  /** Extra migrations. */
  extraMigrations?: readonly Migration[] | undefined
}

/**
 * The embedded-wallet extension the `latch-api` command starts: port and
 * host from `--embedded-port`/`--embedded-host` or `LATCH_EMBEDDED_PORT`/
 * `LATCH_EMBEDDED_HOST`, off with `--no-embedded`/`LATCH_EMBEDDED_DISABLED`;
 * with PostgreSQL the master key must come from the environment.
 */
export function createCliEmbedded({
  embedded,
  values,
  env,
  host,
  databaseUrl,
  masterKeyFile,
  log,
}: {
  embedded: RunCliEmbedded | undefined
  values: {
    'embedded-port'?: string | undefined
    'embedded-host'?: string | undefined
    'no-embedded'?: boolean | undefined
  }
  env: Record<string, string | undefined>
  host: string
  databaseUrl: string | undefined
  masterKeyFile: string | undefined
  log: (line: string) => void
}): EmbeddedExtension | undefined {
  const disabled =
    values['no-embedded'] ||
    /^(1|true|yes|on)$/i.test(env.LATCH_EMBEDDED_DISABLED ?? '')
  if (!embedded || disabled) return undefined
  const port = parsePort(
    values['embedded-port'] ?? env.LATCH_EMBEDDED_PORT ?? '8789',
    'embedded port',
  )
  if (databaseUrl && !env.LATCH_EMBEDDED_MASTER_KEY)
    throw new TypeError(
      'LATCH_EMBEDDED_MASTER_KEY (32-byte hex) is required with DATABASE_URL, or pass --no-embedded',
    )
  return createEmbeddedExtension({
    host: values['embedded-host'] ?? env.LATCH_EMBEDDED_HOST ?? host,
    port,
    chains: embedded.chains,
    solanaChains: embedded.solanaChains,
    prices: embedded.prices,
    env,
    masterKeyFile,
    socialRoutes: embedded.socialRoutes,
    extraMigrations: embedded.extraMigrations,
    log,
  })
}
