import type { CaipNetworkId } from '@latch/common'
import { SiwxVerificationError } from './errors.js'
import type { SiwxMethods } from './lazySiwx.js'
import type { SIWEConfig } from './siweConfig.js'
import type { SIWXSession } from './types.js'

const empty = { domain: '', uri: '', version: '1', nonce: '', issuedAt: '' }

/** The `siweConfig` mapping behind `fromSiweConfig`, loaded lazily. */
export function siweConfigClient(siwe: SIWEConfig): SiwxMethods {
  return {
    async createMessage(input) {
      const nonce = await siwe.getNonce(input.accountAddress)
      const params = (await siwe.getMessageParams?.()) ?? {}
      // The message maker is a chunk of its own, loaded on sign-in.
      const { createSiwxMessage } = await import('./createSiwxMessage.js')
      const data = createSiwxMessage(input, nonce, params)
      const text = siwe.createMessage({
        ...data,
        address: data.accountAddress,
        chainId: Number(input.chainId.split(':')[1]),
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const ok = await siwe.verifyMessage({
        message: session.message,
        signature: session.signature,
      })
      if (!ok) throw new SiwxVerificationError('Your backend refused it.')
    },
    async revokeSession() {
      await siwe.signOut()
    },
    async setSessions(sessions) {
      if (sessions.length === 0) await siwe.signOut()
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      const session = await siwe.getSession()
      if (
        !session ||
        `eip155:${session.chainId}` !== chainId ||
        session.address.toLowerCase() !== address.toLowerCase()
      )
        return []
      const known: SIWXSession = {
        data: { ...empty, chainId, accountAddress: address },
        message: '',
        signature: '',
      }
      return [known]
    },
  }
}
