import { readFile } from 'node:fs/promises'
import type { Project } from '../projects/Project.js'
import { formatProjectFeatures } from './formatProjectFeatures.js'
import { parseFeatureFlags } from './parseFeatureFlags.js'
import { walletSetFields } from './walletSetFields.js'

export type RunAdminCommandOverHttpParameters = {
  /** Base URL of a running latch-api, e.g. `http://127.0.0.1:8788`. */
  url: string
  /** `LATCH_API_ADMIN_TOKEN` of that server. */
  token: string | undefined
  command: string
  sub: string | undefined
  file: string | undefined
  values: {
    id?: string | undefined
    name?: string | undefined
    origin?: string[] | undefined
    analytics?: boolean | undefined
    enable?: string[] | undefined
    disable?: string[] | undefined
    'webapp-link'?: string | undefined
    chains?: string | undefined
  }
  log: (line: string) => void
}

/**
 * The admin subcommands against a running server's /admin endpoints
 * (`latch-api projects list --url http://127.0.0.1:8788`), for when the
 * server holds the PGlite data folder. Throws the server's message on a
 * non-2xx answer.
 */
export async function runAdminCommandOverHttp({
  url,
  token,
  command,
  sub,
  file,
  values,
  log,
}: RunAdminCommandOverHttpParameters): Promise<void> {
  if (!token) throw new TypeError('--url needs LATCH_API_ADMIN_TOKEN')
  const call = async (method: string, path: string, body?: string) => {
    const response = await fetch(new URL(path, url), {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body }),
    })
    const text = await response.text()
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    if (!response.ok)
      throw new TypeError(
        String(json.message ?? `HTTP status code: ${response.status}`),
      )
    return json
  }
  if (command === 'projects' && sub === 'list') {
    const { data } = (await call('GET', '/admin/projects')) as unknown as {
      data: Project[]
    }
    for (const p of data)
      log(
        `${p.id}\t${p.name}\t${p.allowedOrigins.join(',')}${p.analyticsEnabled ? '\tanalytics' : ''}`,
      )
    return
  }
  if (command === 'projects' && sub === 'add') {
    const body = {
      id: values.id,
      name: values.name,
      allowedOrigins: values.origin ?? [],
      analyticsEnabled: values.analytics ?? false,
      features: parseFeatureFlags(values),
    }
    await call('POST', '/admin/projects', JSON.stringify(body))
    return log(`latch-api: project ${values.id} saved`)
  }
  if (command === 'projects' && sub === 'features') {
    if (!values.id) throw new TypeError('projects features needs --id')
    const path = `/admin/projects/${encodeURIComponent(values.id)}`
    const features = parseFeatureFlags(values)
    const project = (await (features
      ? call('PATCH', path, JSON.stringify({ features }))
      : call('GET', path))) as unknown as Project
    return log(`${project.id}\t${formatProjectFeatures(project.features)}`)
  }
  if (command === 'wallets' && sub === 'set') {
    const fields = walletSetFields(values)
    await call(
      'PATCH',
      `/admin/wallets/${encodeURIComponent(values.id ?? '')}`,
      JSON.stringify(fields),
    )
    return log(`latch-api: wallet ${values.id} saved`)
  }
  if (command === 'projects' && sub === 'remove') {
    if (!values.id) throw new TypeError('projects remove needs --id')
    await call('DELETE', `/admin/projects/${encodeURIComponent(values.id)}`)
    return log(`latch-api: project ${values.id} removed`)
  }
  if (command === 'wallets' && sub === 'import') {
    const body = file ? await readFile(file, 'utf8') : ''
    const { imported } = await call('POST', '/admin/wallets/import', body)
    return log(`latch-api: imported ${imported} wallets`)
  }
  throw new TypeError(
    `Unknown command: ${[command, sub].join(' ')} (see --help)`,
  )
}
