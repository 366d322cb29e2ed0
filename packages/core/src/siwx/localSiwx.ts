import type { BaseStorage } from '../storage/types.js'
import type { SiwxMessageOptions } from './createSiwxMessage.js'
import { lazySiwxOnConfigStorage } from './lazySiwx.js'
import type { SIWXConfig } from './types.js'

export type LocalSiwxParameters = SiwxMessageOptions & {
  /**
   * Where sessions are kept. @default createConfig's `storage` (with its
   * `storageKey`); localStorage when used without a config
   */
  storage?: BaseStorage | undefined
  /** Prefix of the storage key, with `storage`. @default 'latch' */
  storageKey?: string | undefined
  /** Must a connected wallet sign in? @default true */
  required?: boolean | undefined
  /** @default false */
  signOutOnDisconnect?: boolean | undefined
}

/**
 * Sign-in without a server: the page makes the message (with a random
 * nonce) and keeps the signed sessions in browser storage until they
 * expire. Nothing verifies them, so use it for personalisation, not for
 * access control; `serverSiwx()` is the verified variant.
 * https://latch.dev/docs/core/siwx/localSiwx
 *
 * @example
 * createConfig({ projectId, networks, siwx: localSiwx() })
 */
export function localSiwx(parameters: LocalSiwxParameters = {}): SIWXConfig {
  return lazySiwxOnConfigStorage(
    (configStorage) =>
      import('./localSiwxClient.js').then((m) =>
        m.localSiwxClient(parameters, configStorage),
      ),
    parameters,
  )
}
