import { readScamFile } from '../verify/readScamFile.js'
import type { AdminStore } from './AdminStore.js'
import { formatProjectFeatures } from './formatProjectFeatures.js'
import { parseFeatureFlags } from './parseFeatureFlags.js'
import { walletSetFields } from './walletSetFields.js'

export type RunAdminCommandParameters = {
  command: string
  sub: string | undefined
  /** The positional FILE (`wallets import`, `scam import`). */
  file: string | undefined
  values: {
    id?: string | undefined
    name?: string | undefined
    origin?: string[] | undefined
    analytics?: boolean | undefined
    enable?: string[] | undefined
    disable?: string[] | undefined
    'webapp-link'?: string | undefined
    'link-mode'?: string | undefined
    chains?: string | undefined
    domain?: string[] | undefined
  }
  log: (line: string) => void
}

/**
 * `latch-api projects …`, `wallets …` and `scam …` (see `usage`) on
 * `store`: the database, or a running server with `--url`. Throws a
 * `TypeError` on bad arguments and an unknown project or domain (over
 * `--url`: the server's message).
 */
export async function runAdminCommand(
  store: AdminStore,
  { command, sub, file, values, log }: RunAdminCommandParameters,
): Promise<void> {
  if (command === 'scam')
    return runScamCommand(store, {
      sub,
      domains: values.domain ?? [],
      file,
      log,
    })
  if (command === 'projects' && sub === 'list') {
    for (const p of await store.listProjects())
      log(
        `${p.id}\t${p.name}\t${p.allowedOrigins.join(',')}${p.analyticsEnabled ? '\tanalytics' : ''}`,
      )
    return
  }
  if (command === 'projects' && sub === 'add') {
    await store.saveProject({
      id: values.id,
      name: values.name,
      allowedOrigins: values.origin ?? [],
      analyticsEnabled: values.analytics ?? false,
      features: parseFeatureFlags(values),
    })
    return log(`latch-api: project ${values.id} saved`)
  }
  if (command === 'projects' && sub === 'features') {
    if (!values.id) throw new TypeError('projects features needs --id')
    const features = parseFeatureFlags(values)
    const project = await store.projectFeatures(values.id, features)
    if (!project) throw new TypeError(`No project with id ${values.id}`)
    return log(`${project.id}\t${formatProjectFeatures(project.features)}`)
  }
  if (command === 'projects' && sub === 'remove') {
    if (!values.id) throw new TypeError('projects remove needs --id')
    if (!(await store.removeProject(values.id)))
      throw new TypeError(`No project with id ${values.id}`)
    return log(`latch-api: project ${values.id} removed`)
  }
  if (command === 'wallets' && sub === 'set') {
    const fields = walletSetFields(values)
    await store.setWallet(values.id ?? '', fields)
    return log(`latch-api: wallet ${values.id} saved`)
  }
  if (command === 'wallets' && sub === 'import') {
    const count = await store.importWallets(file)
    return log(`latch-api: imported ${count} wallets`)
  }
  throw new TypeError(
    `Unknown command: ${[command, sub].join(' ')} (see --help)`,
  )
}

/**
 * `scam add --domain D …`, `scam list`, `scam remove --domain D`, `scam
 * import FILE` (one domain per line, `#` comments). A malformed domain is
 * the 400 `ApiError` of `normalizeScamDomain`.
 */
async function runScamCommand(
  store: AdminStore,
  {
    sub,
    domains,
    file,
    log,
  }: {
    sub: string | undefined
    domains: readonly string[]
    file: string | undefined
    log: (line: string) => void
  },
): Promise<void> {
  if (sub === 'list') {
    for (const { domain } of await store.listScamDomains()) log(domain)
    return
  }
  if (sub === 'add' || sub === 'import') {
    const list = sub === 'add' ? domains : file ? await readScamFile(file) : []
    if (!list.length)
      throw new TypeError(
        sub === 'add' ? 'scam add needs --domain' : 'scam import needs a FILE',
      )
    const result = await store.addScamDomains(list)
    return log(
      `latch-api: ${result.added} of ${result.domains.length} scam domains added`,
    )
  }
  if (sub === 'remove') {
    if (!domains.length) throw new TypeError('scam remove needs --domain')
    for (const domain of domains)
      if (!(await store.removeScamDomain(domain)))
        throw new TypeError(`${domain} is not on the scam list`)
    return log(`latch-api: ${domains.join(', ')} removed from the scam list`)
  }
  throw new TypeError(`Unknown command: scam ${sub ?? ''} (see --help)`)
}
