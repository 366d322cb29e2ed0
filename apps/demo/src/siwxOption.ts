import { localSiwx, type SIWXConfig, serverSiwx } from '@latch/core'

/**
 * Sign-in for the demo, chosen by `?siwx=`: `required` or `optional`
 * (sessions kept in this browser, `localSiwx`), or `server` (verified by
 * the demo's latch-api, `serverSiwx`, required). Absent: no sign-in.
 */
export function siwxOption(
  query: URLSearchParams,
  api: { apiUrl: string | undefined; projectId: string },
): SIWXConfig | undefined {
  const mode = query.get('siwx')
  const statement = 'Sign in to the Latch demo.'
  if (mode === 'required' || mode === 'optional')
    return localSiwx({ required: mode === 'required', statement })
  if (mode === 'server' && api.apiUrl)
    return serverSiwx({
      apiUrl: api.apiUrl,
      projectId: api.projectId,
      statement,
    })
  return undefined
}
