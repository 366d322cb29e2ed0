import type { LatchStorage } from '../storage/createStorage.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { SiwxRequestError, SiwxVerificationError } from './errors.js'
import { resolveSiwxStorage } from './resolveSiwxStorage.js'
import type { ServerSiwxParameters } from './serverSiwx.js'
import type { SIWXConfig, SIWXMessageData, SIWXSession } from './types.js'

type ServerSession = {
  id: string
  data: SIWXMessageData
  message: string
  signature: string
}

type Answer = { status: number; body: Record<string, unknown> }

const toSession = (s: ServerSession): SIWXSession => ({
  data: s.data,
  message: s.message,
  signature: s.signature,
})

/**
 * The HTTP side of `serverSiwx` (latch-api /v1/siwx/*), loaded lazily.
 * Signatures go out as the wallet answered them (0x hex on eip155, base58
 * on solana, base64 on bip122: what latch-api verifies). The token lives in `parameters.storage`, else in `configStorage` (the
 * config's), else in localStorage.
 */
export function serverSiwxClient(
  parameters: ServerSiwxParameters,
  configStorage?: LatchStorage | undefined,
): Omit<SIWXConfig, 'getRequired' | 'signOutOnDisconnect'> {
  const base = parameters.apiUrl.replace(/\/+$/, '')
  const doFetch = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const storage = resolveSiwxStorage(parameters, configStorage)

  async function call(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
  ): Promise<Answer> {
    const search = new URLSearchParams({
      projectId: parameters.projectId,
      ...query,
    })
    const token = storage.getItem('siwxToken')
    const headers: Record<string, string> = {}
    if (token) headers.Authorization = `Bearer ${token}`
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    let response: Response
    try {
      response = await doFetch(`${base}/v1/siwx/${path}?${search}`, {
        method,
        headers,
        credentials: 'include',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch (cause) {
      throw new SiwxRequestError(`${method} /v1/siwx/${path}`, { cause })
    }
    const json: unknown = await response.json().catch(() => undefined)
    const record =
      typeof json === 'object' && json !== null
        ? (json as Record<string, unknown>)
        : {}
    // The API no longer knows the token's session (expired, revoked,
    // signed out elsewhere): drop it, so it is not sent again.
    if (
      response.status === 401 &&
      record.code === 'SIWX_NO_SESSION' &&
      token &&
      storage.getItem('siwxToken') === token
    )
      storage.removeItem('siwxToken')
    return { status: response.status, body: record }
  }

  const fail = (path: string, answer: Answer): never => {
    const { code, message } = answer.body
    throw new SiwxRequestError(
      `${path}: ${answer.status} ${String(code ?? '')} ${String(message ?? '')}`.trim(),
    )
  }

  async function list(query: Record<string, string>) {
    const answer = await call('GET', 'sessions', query)
    if (answer.status === 401) return []
    if (answer.status !== 200 || !Array.isArray(answer.body.sessions))
      return fail('sessions', answer)
    return answer.body.sessions as ServerSession[]
  }

  async function signOut() {
    const answer = await call('POST', 'sign-out')
    storage.removeItem('siwxToken')
    if (answer.status !== 200) fail('sign-out', answer)
  }

  return {
    async createMessage(input) {
      const answer = await call('POST', 'nonce')
      const { nonce } = answer.body
      if (answer.status !== 200 || typeof nonce !== 'string')
        return fail('nonce', answer)
      return createSiwxMessage(input, nonce, parameters)
    },
    async addSession(session) {
      const answer = await call(
        'POST',
        'verify',
        {},
        {
          message: session.message,
          signature: session.signature,
        },
      )
      const { token, code, message } = answer.body
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 429)
        throw new SiwxVerificationError(`${String(code)}: ${String(message)}`)
      if (answer.status !== 200 || typeof token !== 'string')
        return fail('verify', answer)
      storage.setItem('siwxToken', token)
    },
    async revokeSession(chainId, address) {
      const sessions = await list({ chainId, address })
      const who = await call('GET', 'session')
      const own = (who.body.session as { id?: string } | undefined)?.id
      // Others first: revoking the token's own session ends the token.
      for (const s of sessions) {
        if (s.id === own) continue
        const answer = await call('POST', `sessions/${s.id}/revoke`)
        if (answer.status !== 200 && answer.status !== 404)
          fail('revoke', answer)
      }
      if (sessions.some((s) => s.id === own)) await signOut()
    },
    async setSessions(sessions) {
      // Sessions are made only by verifying a fresh signature; this can
      // only clear them.
      if (sessions.length === 0) await signOut()
    },
    async getSessions(chainId, address) {
      // EVM addresses match in any case; Solana and Bitcoin ones (base58,
      // base58check, bech32 as the wallet gave them) exactly.
      const evm = chainId.startsWith('eip155:')
      const same = (a: string) =>
        evm ? a.toLowerCase() === address.toLowerCase() : a === address
      return (await list({ chainId, address }))
        .filter(
          (s) => s.data.chainId === chainId && same(s.data.accountAddress),
        )
        .map(toSession)
    },
  }
}
