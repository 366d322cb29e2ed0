import type {
  AuthConnector,
  AuthConnectorEventMap,
  ConnectorContext,
  ConnectorEventMap,
  Emitter,
} from '@latch/core'

import type { FrameWindow } from './createHostMessenger.js'

export type EmbeddedWalletParameters = {
  /** The embedded-wallet service, e.g. `http://127.0.0.1:8789`; its origin serves the frame. */
  url: string
  /** @default 'embedded' */
  id?: string | undefined
  /** @default 'Email' */
  name?: string | undefined
  icon?: string | undefined
  /**
   * Turns on the frame's log (`logger=true`): its console, and its lines in
   * the page's bounded log (core's `getLogs`). @default false
   */
  logger?: boolean | undefined
  /** Frame title, its accessible name. @default 'Latch secure wallet' */
  title?: string | undefined
}

/** What the lazy chunk gets from the factory. */
export type EmbeddedWalletContext = {
  readonly parameters: EmbeddedWalletParameters
  readonly context: ConnectorContext
  readonly origin: string
  readonly emitter: Emitter<ConnectorEventMap>
  readonly authEmitter: Emitter<AuthConnectorEventMap>
  /** Test seams: the page's window, the frame's window, the SPEC §9 timings. */
  readonly window?: Window | undefined
  readonly frameWindow?: FrameWindow | undefined
  readonly timings?:
    | { load?: number; ready?: number; request?: number; signOut?: number }
    | undefined
}

/** The connector's methods that need the frame, once it is loaded. */
export type EmbeddedWalletSession = Omit<
  AuthConnector,
  | 'id'
  | 'name'
  | 'type'
  | 'chainNamespace'
  | 'icon'
  | 'rdns'
  | 'emitter'
  | 'authEmitter'
  | 'origin'
  | 'preload'
> & {
  /** Removes the frame and stops listening. */
  destroy(): void
}
