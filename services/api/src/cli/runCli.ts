import { parseArgs } from 'node:util'
import { getApiLimits } from '../app/getApiLimits.js'
import { type StartApiReturnType, startApi } from '../app/startApi.js'
import type { ApiExtension } from '../app/types.js'
import type { Db } from '../db/Db.js'
import { migrate } from '../db/migrate.js'
import { openDb } from '../db/openDb.js'
import { embeddedMigrations } from '../embedded/db/embeddedMigrations.js'
import { socialMigrations } from '../embedded/social/socialMigrations.js'
import { createProject } from '../projects/createProject.js'
import { deleteProject } from '../projects/deleteProject.js'
import { getProject } from '../projects/getProject.js'
import { listProjects } from '../projects/listProjects.js'
import { updateProject } from '../projects/updateProject.js'
import { parseVerifyKey } from '../verify/parseVerifyKey.js'
import { runScamCommand } from '../verify/runScamCommand.js'
import { runScamCommandOverHttp } from '../verify/runScamCommandOverHttp.js'
import { loadWalletData } from '../wallets/loadWalletData.js'
import { seedWalletsIfEmpty } from '../wallets/seedWalletsIfEmpty.js'
import { updateWalletLinks } from '../wallets/updateWalletLinks.js'
import { createCliEmbedded, type RunCliEmbedded } from './createCliEmbedded.js'
import { formatProjectFeatures } from './formatProjectFeatures.js'
import { parseFeatureFlags } from './parseFeatureFlags.js'
import { runAdminCommandOverHttp } from './runAdminCommandOverHttp.js'
import { runEmbeddedCommand } from './runEmbeddedCommand.js'
import { usage } from './usage.js'
import { walletSetFields } from './walletSetFields.js'

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
  const dataDir = values['data-dir'] ?? env.LATCH_API_DATA_DIR
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
    databaseUrl || (dataDir ?? '.latch/api-data') === 'memory'
      ? undefined
      : `${dataDir ?? '.latch/api-data'}.embedded-master-key`
  const url = values.url ?? env.LATCH_API_URL
  if (command === 'scam' && url) {
    await runScamCommandOverHttp({
      url,
      token: env.LATCH_API_ADMIN_TOKEN,
      sub,
      domains: values.domain ?? [],
      file: rest[0],
      log,
    })
    return undefined
  }
  if (command !== undefined && url && command !== 'migrate') {
    await runAdminCommandOverHttp({
      url,
      token: env.LATCH_API_ADMIN_TOKEN,
      command,
      sub,
      file: rest[0],
      values,
      log,
    })
    return undefined
  }
  if (command !== undefined) {
    const db = await openDb({
      databaseUrl,
      dataDir: dataDir ?? '.latch/api-data',
    })
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
      else await runCommand(db, { command, sub, rest, values, log })
    } finally {
      await db.close()
    }
    return undefined
  }
  const host = values.host ?? env.LATCH_API_HOST ?? '127.0.0.1'
  const portText = values.port ?? env.LATCH_API_PORT ?? '8788'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65535)
    throw new RangeError(`Invalid port: ${portText}`)
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
  const storage = databaseUrl
    ? 'PostgreSQL'
    : `PGlite ${dataDir ?? '.latch/api-data'}`
  log(`latch-api: listening on ${api.url} (${storage})`)
  return Object.assign(api, { embeddedUrl: embeddedExtension?.url })
}

type CommandParameters = {
  command: string
  sub: string | undefined
  rest: string[]
  values: {
    id?: string | undefined
    name?: string | undefined
    origin?: string[] | undefined
    analytics?: boolean | undefined
    enable?: string[] | undefined
    disable?: string[] | undefined
    'webapp-link'?: string | undefined
    chains?: string | undefined
    domain?: string[] | undefined
  }
  log: (line: string) => void
}

async function runCommand(
  db: Db,
  { command, sub, rest, values, log }: CommandParameters,
): Promise<void> {
  if (command === 'migrate') return log('latch-api: schema up to date')
  if (command === 'scam')
    return runScamCommand(db, {
      sub,
      domains: values.domain ?? [],
      file: rest[0],
      log,
    })
  if (command === 'projects' && sub === 'list') {
    for (const p of await listProjects(db))
      log(
        `${p.id}\t${p.name}\t${p.allowedOrigins.join(',')}${p.analyticsEnabled ? '\tanalytics' : ''}`,
      )
    return
  }
  if (command === 'projects' && sub === 'add') {
    const project = await createProject(db, {
      id: values.id,
      name: values.name,
      allowedOrigins: values.origin ?? [],
      analyticsEnabled: values.analytics ?? false,
      features: parseFeatureFlags(values),
      upsert: true,
    })
    return log(`latch-api: project ${project.id} saved`)
  }
  if (command === 'projects' && sub === 'features') {
    if (!values.id) throw new TypeError('projects features needs --id')
    const features = parseFeatureFlags(values)
    const project = features
      ? await updateProject(db, { id: values.id, features })
      : await getProject(db, { id: values.id })
    if (!project) throw new TypeError(`No project with id ${values.id}`)
    return log(`${project.id}\t${formatProjectFeatures(project.features)}`)
  }
  if (command === 'projects' && sub === 'remove') {
    if (!values.id) throw new TypeError('projects remove needs --id')
    const removed = await deleteProject(db, { id: values.id })
    if (!removed) throw new TypeError(`No project with id ${values.id}`)
    return log(`latch-api: project ${values.id} removed`)
  }
  if (command === 'wallets' && sub === 'set') {
    const links = walletSetFields(values)
    await updateWalletLinks(db, { id: values.id ?? '', links })
    return log(`latch-api: wallet ${values.id} saved`)
  }
  if (command === 'wallets' && sub === 'import') {
    const count = await loadWalletData(db, { file: rest[0] })
    return log(`latch-api: imported ${count} wallets`)
  }
  throw new TypeError(
    `Unknown command: ${[command, sub].join(' ')} (see --help)`,
  )
}
