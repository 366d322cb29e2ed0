import { readFile } from 'node:fs/promises'
import type { Project } from '../projects/Project.js'
import type { AdminStore } from './AdminStore.js'

export type CreateHttpAdminStoreParameters = {
  /** Base URL of a running latch-api, e.g. `http://127.0.0.1:8788`. */
  url: string
  /** `LATCH_API_ADMIN_TOKEN` of that server. */
  token: string | undefined
}

/**
 * The admin subcommands' store over a running server's /admin endpoints
 * (`--url`), for when the server holds the PGlite data folder. A non-2xx
 * answer throws its `message` (else 'HTTP status code: {n}'); no token
 * throws at once.
 */
export function createHttpAdminStore({
  url,
  token,
}: CreateHttpAdminStoreParameters): AdminStore {
  if (!token) throw new TypeError('--url needs LATCH_API_ADMIN_TOKEN')
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: string,
  ): Promise<T> => {
    const response = await fetch(new URL(path, url), {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body }),
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
    return json as T
  }
  const project = (id: string) => `/admin/projects/${encodeURIComponent(id)}`
  const scam = '/admin/verify/scam-domains'
  return {
    listProjects: async () =>
      (await call<{ data: Project[] }>('GET', '/admin/projects')).data,
    async saveProject(input) {
      await call('POST', '/admin/projects', JSON.stringify(input))
    },
    projectFeatures: (id, features) =>
      features
        ? call<Project>('PATCH', project(id), JSON.stringify({ features }))
        : call<Project>('GET', project(id)),
    async removeProject(id) {
      await call('DELETE', project(id))
      return true
    },
    async setWallet(id, fields) {
      const path = `/admin/wallets/${encodeURIComponent(id)}`
      await call('PATCH', path, JSON.stringify(fields))
    },
    async importWallets(file) {
      const body = file ? await readFile(file, 'utf8') : ''
      const path = '/admin/wallets/import'
      const { imported } = await call<{ imported: number }>('POST', path, body)
      return imported
    },
    listScamDomains: async () =>
      (await call<{ data: { domain: string }[] }>('GET', scam)).data,
    addScamDomains: (domains) =>
      call<{ added: number; domains: string[] }>(
        'POST',
        scam,
        JSON.stringify({ domains }),
      ),
    async removeScamDomain(domain) {
      await call('DELETE', `${scam}/${encodeURIComponent(domain)}`)
      return true
    },
  }
}
