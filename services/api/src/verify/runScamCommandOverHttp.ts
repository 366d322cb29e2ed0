import { readScamFile } from './readScamFile.js'

export type RunScamCommandOverHttpParameters = {
  /** Base URL of a running latch-api. */
  url: string
  /** `LATCH_API_ADMIN_TOKEN` of that server. */
  token: string | undefined
  sub: string | undefined
  domains: readonly string[]
  file: string | undefined
  log: (line: string) => void
}

/**
 * The `scam` subcommands against a running server's
 * /admin/verify/scam-domains (for when it holds the PGlite data folder).
 * Throws the server's message on a non-2xx answer.
 */
export async function runScamCommandOverHttp({
  url,
  token,
  sub,
  domains,
  file,
  log,
}: RunScamCommandOverHttpParameters): Promise<void> {
  if (!token) throw new TypeError('--url needs LATCH_API_ADMIN_TOKEN')
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, url), {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    let json: Record<string, unknown> = {}
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    } catch {}
    if (!response.ok)
      throw new TypeError(
        String(json.message ?? `HTTP status code: ${response.status}`),
      )
    return json
  }
  const path = '/admin/verify/scam-domains'
  if (sub === 'list') {
    const { data } = (await call('GET', path)) as { data: { domain: string }[] }
    for (const { domain } of data) log(domain)
    return
  }
  if (sub === 'add' || sub === 'import') {
    const list = sub === 'add' ? domains : file ? await readScamFile(file) : []
    if (!list.length)
      throw new TypeError(
        sub === 'add' ? 'scam add needs --domain' : 'scam import needs a FILE',
      )
    const result = (await call('POST', path, { domains: list })) as {
      added: number
      domains: string[]
    }
    return log(
      `latch-api: ${result.added} of ${result.domains.length} scam domains added`,
    )
  }
  if (sub === 'remove') {
    if (!domains.length) throw new TypeError('scam remove needs --domain')
    for (const domain of domains)
      await call('DELETE', `${path}/${encodeURIComponent(domain)}`)
    return log(`latch-api: ${domains.join(', ')} removed from the scam list`)
  }
  throw new TypeError(`Unknown command: scam ${sub ?? ''} (see --help)`)
}
