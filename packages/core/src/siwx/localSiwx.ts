import type { CaipNetworkId } from '@latch/common'
import { createStorage, type LatchStorage } from '../storage/createStorage.js'
import { getDefaultStorage } from '../storage/getDefaultStorage.js'
import type { BaseStorage } from '../storage/types.js'
import { takeConfigStorage } from './configStorage.js'
import type { SiwxMessageOptions } from './createSiwxMessage.js'
import type { SIWXConfig, SIWXSession } from './types.js'

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

const same = (a: SIWXSession, chainId: CaipNetworkId, address: string) =>
  a.data.chainId === chainId &&
  a.data.accountAddress.toLowerCase() === address.toLowerCase()

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
  let storage: LatchStorage | undefined
  let configStorage: LatchStorage | undefined
  const items = () => {
    storage ??=
      parameters.storage || !configStorage
        ? createStorage({
            storage: parameters.storage ?? getDefaultStorage(),
            key: parameters.storageKey,
          })
        : configStorage
    return storage
  }
  const read = () => items().getItem('siwxSessions') ?? []
  const write = (sessions: readonly SIWXSession[]) =>
    sessions.length
      ? items().setItem('siwxSessions', sessions)
      : items().removeItem('siwxSessions')
  const siwx: SIWXConfig = {
    async createMessage(input) {
      const m = await import('./createSiwxMessage.js')
      return m.createSiwxMessage(input, m.randomNonce(), parameters)
    },
    async addSession(session) {
      const { chainId, accountAddress } = session.data
      write([
        ...read().filter((s) => !same(s, chainId, accountAddress)),
        session,
      ])
    },
    async revokeSession(chainId, address) {
      write(read().filter((s) => !same(s, chainId, address)))
    },
    async setSessions(sessions) {
      write(sessions)
    },
    async getSessions(chainId, address) {
      const { isSiwxMessageCurrent } = await import('./createSiwxMessage.js')
      const live = read().filter((s) => isSiwxMessageCurrent(s.data))
      return live.filter((s) => same(s, chainId, address))
    },
    getRequired: () => parameters.required ?? true,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? false,
  }
  return takeConfigStorage(siwx, (shared) => {
    configStorage = shared
  })
}
