import type { CaipNetworkId } from '@latch/common'
import type { LatchStorage } from '../storage/createStorage.js'
import { isSiwxMessageCurrent } from './isSiwxMessageCurrent.js'
import type { SiwxMethods } from './lazySiwx.js'
import type { LocalSiwxParameters } from './localSiwx.js'
import { resolveSiwxStorage } from './resolveSiwxStorage.js'
import type { SIWXSession } from './types.js'

const same = (a: SIWXSession, chainId: CaipNetworkId, address: string) =>
  a.data.chainId === chainId &&
  a.data.accountAddress.toLowerCase() === address.toLowerCase()

/**
 * The methods behind `localSiwx`, loaded on first use: sessions in
 * `parameters.storage`, else createConfig's storage (`configStorage`),
 * else localStorage. The message maker (and the EIP-4361 grammar it
 * checks with) is a chunk of its own, loaded when someone signs in.
 */
export function localSiwxClient(
  parameters: LocalSiwxParameters,
  configStorage: LatchStorage | undefined,
): SiwxMethods {
  const storage = resolveSiwxStorage(parameters, configStorage)
  const read = () => storage.getItem('siwxSessions') ?? []
  const write = (sessions: readonly SIWXSession[]) =>
    sessions.length
      ? storage.setItem('siwxSessions', sessions)
      : storage.removeItem('siwxSessions')
  return {
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
      const live = read().filter((s) => isSiwxMessageCurrent(s.data))
      return live.filter((s) => same(s, chainId, address))
    },
  }
}
