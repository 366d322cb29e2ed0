import type { WebSocketConstructor } from '@latch/protocol'
import type { KeyValueStorage } from '@latch/protocol/client'
import type { AppMetadata } from '../../types/config.js'
import type { Connector } from '../../types/connector.js'

export type WalletConnectParameters = {
  /**
   * Your own relay, e.g. `ws://127.0.0.1:8787` (`latch-relay`). There is
   * no default: Latch talks to no vendor service.
   */
  relayUrl: string
  /** Sent to the relay. @default the config's projectId */
  projectId?: string | undefined
  /** Shown to the wallet. @default the config's metadata */
  metadata?: AppMetadata | undefined
  /**
   * Verify server the dapp registers an attestation of each proposal and
   * request with (fire-and-forget, never delaying them), so wallets can
   * show the page's verified origin. `false` turns it off.
   * @default the config's apiUrl
   */
  verifyUrl?: string | false | undefined
  /** Where sessions and keys persist. @default localStorage in browsers, else memory */
  storage?: KeyValueStorage | undefined
  /** Key prefix in `storage`. @default `<config storageKey>:wc` */
  storagePrefix?: string | undefined
  /** WebSocket constructor (Node 20: the `ws` package). @default globalThis.WebSocket */
  WebSocket?: WebSocketConstructor | undefined
  /** How long a pairing URI is offered, in ms. @default 240000 (SPEC §9) */
  pairingLifetime?: number | undefined
  /**
   * Skip the `test` call that probes each RPC URL of the session's chain at
   * connect (SPEC §7); URLs nothing answers at are otherwise left out of
   * the provider's plain reads. @default false
   */
  disableProviderPing?: boolean | undefined
  /** @default 'walletConnect' */
  id?: string | undefined
  /** @default 'WalletConnect' */
  name?: string | undefined
  icon?: string | undefined
}

/** The WalletConnect connector: a connector plus pairing controls. */
export type WalletConnectConnector = Connector & {
  /** Stops offering the pending pairing; its connect() rejects. */
  cancel(): void
  /** Closes the relay socket (page teardown, tests). */
  close(): Promise<void>
}
