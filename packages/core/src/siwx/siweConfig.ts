import type { CaipNetworkId } from '@latch/common'
import { SiwxVerificationError } from './errors.js'
import type { SIWXConfig, SIWXSession } from './types.js'

/** What a classic SIWE `createMessage` gets (EIP-4361 fields). */
export type SIWECreateMessageArgs = {
  readonly address: string
  readonly chainId: number
  readonly nonce: string
  readonly domain: string
  readonly uri: string
  readonly version: string
  readonly issuedAt: string
  readonly expirationTime?: string | undefined
  readonly statement?: string | undefined
  readonly resources?: readonly string[] | undefined
}

/** Who the host's backend says is signed in. */
export type SIWESession = { readonly address: string; readonly chainId: number }

/**
 * The classic sign-in option (`siweConfig`), for hosts whose own backend
 * issues nonces and verifies messages. Give it or `siwx`, not both.
 * https://latch.dev/docs/core/siwe
 */
export type SIWEConfig = {
  getNonce(address?: string): Promise<string>
  /** The EIP-4361 text; `formatSiwxMessage` writes one. */
  createMessage(args: SIWECreateMessageArgs): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<SIWESession | null | undefined>
  signOut(): Promise<boolean | undefined>
  /** Domain, uri and statement of the message. @default this page */
  getMessageParams?:
    | (() => Promise<{
        domain?: string | undefined
        uri?: string | undefined
        statement?: string | undefined
        resources?: readonly string[] | undefined
      }>)
    | undefined
  /** @default true */
  required?: boolean | undefined
  /** @default false */
  signOutOnDisconnect?: boolean | undefined
}

const empty = { domain: '', uri: '', version: '1', nonce: '', issuedAt: '' }

/**
 * Runs a classic `siweConfig` through the SIWX flow: nonce and text from
 * the host, verification by its backend, one session at a time.
 */
export function fromSiweConfig(siwe: SIWEConfig): SIWXConfig {
  return {
    async createMessage(input) {
      const nonce = await siwe.getNonce(input.accountAddress)
      const params = (await siwe.getMessageParams?.()) ?? {}
      // Loaded on the first sign-in, not with the page.
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
    getRequired: () => siwe.required ?? true,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? false,
  }
}
