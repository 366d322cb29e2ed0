import { lazySiwx } from './lazySiwx.js'
import type { SIWXConfig } from './types.js'

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

/**
 * Runs a classic `siweConfig` through the SIWX flow: nonce and text from
 * the host, verification by its backend, one session at a time. The
 * mapping loads on first use.
 */
export function fromSiweConfig(siwe: SIWEConfig): SIWXConfig {
  return lazySiwx(
    () => import('./siweConfigClient.js').then((m) => m.siweConfigClient(siwe)),
    siwe,
  )
}
