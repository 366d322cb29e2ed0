import type { LatchStorage } from '../storage/createStorage.js'
import { takeConfigStorage } from './configStorage.js'
import type { SIWXConfig } from './types.js'

/** The five methods of a SIWX implementation, without the options. */
export type SiwxMethods = Omit<
  SIWXConfig,
  'getRequired' | 'signOutOnDisconnect'
>

/**
 * A SIWX config whose methods load their implementation on first use, so
 * a page carries only this stub until someone signs in. A failed chunk
 * load is retried on the next call.
 */
export function lazySiwx(
  load: () => Promise<SiwxMethods>,
  options: {
    required?: boolean | undefined
    signOutOnDisconnect?: boolean | undefined
  },
): SIWXConfig {
  let methods: Promise<SiwxMethods> | undefined
  const get = () =>
    (methods ??= load().catch((error: unknown) => {
      methods = undefined
      throw error
    }))
  return {
    createMessage: async (input) => (await get()).createMessage(input),
    addSession: async (session) => (await get()).addSession(session),
    revokeSession: async (chainId, address) =>
      (await get()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await get()).setSessions(sessions),
    getSessions: async (chainId, address) =>
      (await get()).getSessions(chainId, address),
    getRequired: () => options.required ?? true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
  }
}

/**
 * {@link lazySiwx} for an implementation that keeps its data in
 * createConfig's storage (unless given a `storage` of its own): `load`
 * receives that storage once createConfig has handed it over.
 */
export function lazySiwxOnConfigStorage(
  load: (configStorage: LatchStorage | undefined) => Promise<SiwxMethods>,
  options: Parameters<typeof lazySiwx>[1],
): SIWXConfig {
  let configStorage: LatchStorage | undefined
  return takeConfigStorage(
    lazySiwx(() => load(configStorage), options),
    (shared) => {
      configStorage = shared
    },
  )
}
