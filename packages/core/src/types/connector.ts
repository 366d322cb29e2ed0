import type { ChainNamespace, Network } from '@latch/common'
import type { Emitter } from '../utils/createEmitter.js'
import type { Eip1193Provider } from './eip1193.js'

/** Kinds of connector (SPEC §3 plus our injected kinds). */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'EXTERNAL'

/** Events a connector reports to the core. */
export type ConnectorEventMap = {
  change: {
    readonly accounts?: readonly string[] | undefined
    readonly chainId?: number | undefined
  }
  disconnect: undefined
  /** A WalletConnect pairing URI to show; `expiry` in ms since the epoch. */
  display_uri: { readonly uri: string; readonly expiry: number }
}

export type ConnectResult = {
  readonly accounts: readonly string[]
  readonly chainId: number
}

/**
 * A way to reach a wallet. Connectors talk to the wallet and report changes
 * through their emitter; they never touch config state themselves.
 */
export type Connector = {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly chainNamespace: ChainNamespace
  readonly icon?: string | undefined
  readonly rdns?: string | undefined
  readonly emitter: Emitter<ConnectorEventMap>
  connect(parameters?: { chainId?: number | undefined }): Promise<ConnectResult>
  disconnect(): Promise<void>
  getAccounts(): Promise<readonly string[]>
  getChainId(): Promise<number>
  getProvider(): Promise<Eip1193Provider>
  /** True when the wallet would hand over accounts without a prompt. */
  isAuthorized(): Promise<boolean>
  switchChain(parameters: { network: Network }): Promise<void>
}
