import type { BaseStorage } from '../storage/types.js'
import type { SiwxMessageOptions } from './createSiwxMessage.js'
import { lazySiwxOnConfigStorage } from './lazySiwx.js'
import type { SIWXConfig } from './types.js'

/** `domain` and `uri` default to this page, which is what latch-api checks. */
export type ServerSiwxParameters = SiwxMessageOptions & {
  /** Your Latch API server, e.g. `http://127.0.0.1:8788`. */
  apiUrl: string
  /** Your project on it; the page's origin must be one of its origins. */
  projectId: string
  /**
   * Where the bearer token is kept. @default createConfig's `storage`
   * (with its `storageKey`); localStorage when used without a config
   */
  storage?: BaseStorage | undefined
  /** Prefix of the storage key, with `storage`. @default 'latch' */
  storageKey?: string | undefined
  /** Must a connected wallet sign in? @default true */
  required?: boolean | undefined
  /** @default false */
  signOutOnDisconnect?: boolean | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/**
 * Sign-in verified by your latch-api: it issues single-use nonces, checks
 * the signature (EIP-191, EIP-1271, EIP-6492), domain, uri, chain and
 * times, and keeps the sessions. Same-site pages are known by an HttpOnly
 * cookie; pages on another site by a bearer token kept in storage. The
 * client is loaded on first use, not with the page.
 * https://latch.dev/docs/core/siwx/serverSiwx
 *
 * @example
 * createConfig({ …, siwx: serverSiwx({ apiUrl, projectId }) })
 */
export function serverSiwx(parameters: ServerSiwxParameters): SIWXConfig {
  return lazySiwxOnConfigStorage(
    (configStorage) =>
      import('./serverSiwxClient.js').then((m) =>
        m.serverSiwxClient(parameters, configStorage),
      ),
    parameters,
  )
}
