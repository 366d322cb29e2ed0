import { parseArgs } from 'node:util'
import { getApiLimits } from '../app/getApiLimits.js'
import { type StartApiReturnType, startApi } from '../app/startApi.js'
import type { ApiExtension } from '../app/types.js'
import { migrate } from '../db/migrate.js'
import { openDb } from '../db/openDb.js'
import { embeddedMigrations } from '../embedded/db/embeddedMigrations.js'
import { socialMigrations } from '../embedded/social/socialMigrations.js'
import { parseVerifyKey } from '../verify/parseVerifyKey.js'
import { seedWalletsIfEmpty } from '../wallets/seedWalletsIfEmpty.js'
import { createCliEmbedded, type RunCliEmbedded } from './createCliEmbedded.js'
import { createDbAdminStore } from './createDbAdminStore.js'
import { createHttpAdminStore } from './createHttpAdminStore.js'
import { parsePort } from './parsePort.js'
import { runAdminCommand } from './runAdminCommand.js'
import { runEmbeddedCommand } from './runEmbeddedCommand.js'
import { usage } from './usage.js'

export type { RunCliEmbedded }
export { usage }

export type RunCliParameters = {
  argv: readonly string[]
  env?: Record<string, string | undefined>
  /** Where lines go. @default console.log */
  log?: (line: string) => void
  /** Route sets for the server (the blockchain API). */
  extensions?: readonly ApiExtension[] | undefined
  /**
   * Run the embedded-wallet service (a second listener) over these chains,
   * unless `--no-embedded` / `LATCH_EMBEDDED_DISABLED=1`.
   */
  embedded?: RunCliEmbedded | undefined
}

/** The server `runCli` started, with the embedded service's URL. */
export type RunCliReturnType = StartApiReturnType & {
  /** `http://host:port` of the embedded-wallet service, when it runs. */
  embeddedUrl: string | undefined
}

/**
 * The `latch-api` command. Without a subcommand it starts the server, logs
 * one line with its address and resolves with it; subcommands run and
 * resolve with `undefined`. Throws on bad arguments.
 */
export async function runCli({
  argv,
  env = {},
  log = console.log,
  extensions = [],
  embedded,
}: RunCliParameters): Promise<RunCliReturnType | undefined> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'seed-dev-project': { type: 'boolean' },
      'trust-proxy': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      id: { type: 'string' },
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      analytics: { type: 'boolean' },
      enable: { type: 'string', multiple: true },
      disable: { type: 'string', multiple: true },
      'webapp-link': { type: 'string' },
      'link-mode': { type: 'string' },
      chains: { type: 'string' },
      url: { type: 'string' },
      domain: { type: 'string', multiple: true },
      'embedded-port': { type: 'string' },
      'embedded-host': { type: 'string' },
      'no-embedded': { type: 'boolean' },
      'new-key-file': { type: 'string' },
    },
  })
  if (values.help) {
    log(usage)
    return undefined
  }
  const dataDir =
    values['data-dir'] ?? env.LATCH_API_DATA_DIR ?? '.latch/api-data'
  const databaseUrl = env.DATABASE_URL || undefined
  const [command, sub, ...rest] = positionals
  const embeddedMigrationList =
    embedded || command === 'embedded'
      ? [
          ...embeddedMigrations,
          ...socialMigrations,
          ...(embedded?.extraMigrations ?? []),
        ]
      : []
  // PGlite keeps a development master key beside its data folder.
  const masterKeyFile =
    databaseUrl || dataDir === 'memory'
      ? undefined
      : `${dataDir}.embedded-master-key`
  const url = values.url ?? env.LATCH_API_URL
  const adminCommand = (name: string) => ({
    command: name,
    sub,
    file: rest[0],
    values,
    log,
  })
  if (command !== undefined && url && command !== 'migrate') {
    const store = createHttpAdminStore({
      url,
      token: env.LATCH_API_ADMIN_TOKEN,
    })
    await runAdminCommand(store, adminCommand(command))
    return undefined
  }
  if (command !== undefined) {
    const db = await openDb({ databaseUrl, dataDir })
    try {
      await migrate(db, {
        extraMigrations: [
          ...extensions.flatMap((e) => e.migrations ?? []),
          ...embeddedMigrationList,
        ],
      })
      if (command === 'embedded')
        await runEmbeddedCommand(db, {
          sub,
          env,
          newKeyFile: values['new-key-file'],
          masterKeyFile,
          log,
        })
      else if (command === 'migrate') log('latch-api: schema up to date')
      else await runAdminCommand(createDbAdminStore(db), adminCommand(command))
    } finally {
      await db.close()
    }
    return undefined
  }
  const host = values.host ?? env.LATCH_API_HOST ?? '127.0.0.1'
  const port = parsePort(values.port ?? env.LATCH_API_PORT ?? '8788', 'port')
  const limits = getApiLimits({ env })
  // A bad key fails here, not on the first Verify request.
  if (env.LATCH_API_VERIFY_KEY) await parseVerifyKey(env.LATCH_API_VERIFY_KEY)
  const embeddedExtension = createCliEmbedded({
    embedded,
    values,
    env,
    host,
    databaseUrl,
    masterKeyFile,
    log,
  })
  const api = await startApi({
    host,
    port,
    dataDir,
    databaseUrl,
    adminToken: env.LATCH_API_ADMIN_TOKEN || undefined,
    ...(values['trust-proxy'] ? { trustProxy: true } : {}),
    limits,
    seedDevProject: values['seed-dev-project'] ?? false,
    extensions: embeddedExtension
      ? [...extensions, embeddedExtension]
      : extensions,
    onDbReady: seedWalletsIfEmpty,
  })
  const storage = databaseUrl ? 'PostgreSQL' : `PGlite ${dataDir}`
  log(`latch-api: listening on ${api.url} (${storage})`)
  return Object.assign(api, { embeddedUrl: embeddedExtension?.url })
}
