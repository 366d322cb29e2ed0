import type { DbKind } from '../testDbs.js'
import { type Caip122TestFields, caip122Message } from './caip122Message.js'
import {
  createSiwxTestApi,
  SIWX_ORIGIN,
  SIWX_PROJECT_ID,
} from './createSiwxTestApi.js'

/** A sign-in session as the API answers it (the fields tests read). */
export type KeyChainTestSession = {
  id: string
  account: string
  address: string
  chainId: string
  signature: string
  message: string
  data: Record<string, unknown>
}

/**
 * The sign-in API on a fresh `kind` database (`createSiwxTestApi`; its EVM
 * chains point at no node: Solana and Bitcoin need none) and calls to it
 * as the page https://app.example: `message` writes a CAIP-122 text with a
 * fresh nonce, `verify` posts it, `signIn` expects 200.
 */
export async function createKeyChainTestClient(kind: DbKind) {
  const { app } = await createSiwxTestApi({
    kind,
    rpcUrls: ['http://127.0.0.1:9', 'http://127.0.0.1:9'],
  })
  const url = (p: string) =>
    `http://localhost${p}${p.includes('?') ? '&' : '?'}projectId=${SIWX_PROJECT_ID}`
  const nonce = async () => {
    const res = await app.request(url('/v1/siwx/nonce'), {
      method: 'POST',
      headers: { origin: SIWX_ORIGIN },
    })
    return ((await res.json()) as { nonce: string }).nonce
  }
  const message = async (fields: Omit<Caip122TestFields, 'nonce'>) =>
    caip122Message({
      statement: 'Sign in to the SIWX test.',
      ...fields,
      nonce: await nonce(),
    })
  const post = (body: string) =>
    app.request(url('/v1/siwx/verify'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SIWX_ORIGIN },
      body,
    })
  const verify = (body: unknown) => post(JSON.stringify(body))
  const get = (p: string, token: string) =>
    app.request(url(p), {
      headers: { authorization: `Bearer ${token}`, origin: SIWX_ORIGIN },
    })
  const signIn = async (text: string, signature: string) => {
    const res = await verify({ message: text, signature })
    if (res.status !== 200)
      throw new Error(`verify answered ${res.status}: ${await res.text()}`)
    return (await res.json()) as {
      token: string
      session: KeyChainTestSession
    }
  }
  return { app, url, nonce, message, post, verify, get, signIn }
}
