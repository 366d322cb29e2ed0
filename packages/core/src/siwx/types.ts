import type { CaipNetworkId } from '@latch/common'

/**
 * What a sign-in message says (SPEC §3 sign-in message; EIP-4361 for
 * eip155, CAIP-122 for other namespaces).
 * https://latch.dev/docs/core/siwx#message
 */
export type SIWXMessageData = {
  /** The CAIP-2 network the account signs in on, e.g. `eip155:1`. */
  readonly chainId: CaipNetworkId
  /** The account's address (EIP-55 checksummed for eip155). */
  readonly accountAddress: string
  /** RFC 3986 authority asking for the sign-in, e.g. `app.example`. */
  readonly domain: string
  /**
   * EIP-4361's optional scheme of the page asking (e.g. `https`), written
   * before the domain (`https://app.example wants you…`). Not in SPEC §3;
   * the bundled implementations leave it out.
   */
  readonly scheme?: string | undefined
  /** The resource the sign-in is for, e.g. `https://app.example/`. */
  readonly uri: string
  /** @default '1' */
  readonly version: string
  /** At least 8 alphanumeric characters, issued by the verifier. */
  readonly nonce: string
  /** ISO 8601. */
  readonly issuedAt: string
  readonly expirationTime?: string | undefined
  readonly notBefore?: string | undefined
  readonly requestId?: string | undefined
  readonly resources?: readonly string[] | undefined
  /** One line of text shown to the person; no line breaks. */
  readonly statement?: string | undefined
}

/** A message to sign: its data and the text the wallet shows. */
export type SIWXMessage = SIWXMessageData & {
  /** The text the wallet signs (EIP-4361 / CAIP-122). */
  toString(): string
}

/** A signed-in account (SPEC §3 sign-in session). */
export type SIWXSession = {
  readonly data: SIWXMessageData
  /** The exact text that was signed. */
  readonly message: string
  readonly signature: string
}

/** What `createMessage` gets: who signs in, where. */
export type SIWXMessageInput = {
  readonly chainId: CaipNetworkId
  readonly accountAddress: string
}

/**
 * The sign-in option of createConfig: where messages come from and where
 * sessions live. `localSiwx()` and `serverSiwx()` implement it; hosts with
 * their own backend can write one, or pass a classic `siweConfig`.
 * https://latch.dev/docs/core/siwx
 */
export type SIWXConfig = {
  /** Builds the message for an account (fetching a nonce if needed). */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Stores (and verifies) a signed message; rejects if it is not valid. */
  addSession(session: SIWXSession): Promise<void>
  /** Forgets the sessions of one account on one network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session; `[]` signs everyone out. */
  setSessions(sessions: readonly SIWXSession[]): Promise<void>
  /** The valid sessions of one account on one network. */
  getSessions(
    chainId: CaipNetworkId,
    address: string,
  ): Promise<readonly SIWXSession[]>
  /**
   * Whether a connected wallet must sign in: the modal then cannot close
   * until it has, and cancelling disconnects. @default () => true
   */
  getRequired?: (() => boolean) | undefined
  /** Sign out (`setSessions([])`) when the wallet disconnects. @default false */
  signOutOnDisconnect?: boolean | undefined
}

/**
 * Where sign-in stands for the active account: checking for a session,
 * signed out (the view asks), signing in, or signed in.
 */
export type SiwxStatus = 'checking' | 'signedOut' | 'signingIn' | 'signedIn'

/** Sign-in state of the active account (absent when nothing can sign in). */
export type SiwxState = {
  readonly status: SiwxStatus
  /** `<caipNetworkId>:<address>` this state belongs to. */
  readonly caipAddress: string
  readonly session?: SIWXSession | undefined
  /** Why the last attempt failed; `declined` when the person refused. */
  readonly error?:
    | { readonly declined: boolean; readonly message: string }
    | undefined
}
