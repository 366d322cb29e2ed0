import { createEmitter, whenIdle } from '@latch/common'
import type { CreateConnectorFn } from '../types/config.js'
import type {
  Connector,
  ConnectorEventMap,
  ConnectorType,
} from '../types/connector.js'
import type { Eip1193Provider } from '../types/eip1193.js'
import type { InjectedSession } from './createInjectedSession.js'

export type InjectedParameters = {
  /** A provider (or a getter for one) and how to present it. */
  target: {
    readonly id: string
    readonly name: string
    readonly icon?: string | undefined
    readonly rdns?: string | undefined
    readonly provider: Eip1193Provider | (() => Eip1193Provider | undefined)
  }
  /** @default 'INJECTED' */
  type?: ConnectorType | undefined
}

// The connector's methods, forwarded to its session (createInjectedSession).
// Names only here: this file is in every page's first load.
const forwarded = [
  'getProvider',
  'getChainId',
  'connect',
  'disconnect',
  'getAccounts',
  'isAuthorized',
  'switchChain',
] as const satisfies readonly (keyof InjectedSession & keyof Connector)[]

/**
 * Connects an injected EIP-1193 wallet: one announced through EIP-6963, or
 * the legacy `window.ethereum`. The connector is its name and icon; its
 * session (requests, wallet events) loads on idle once the wallet is found,
 * or with the first call, so a visitor without a wallet never fetches it.
 * https://latch.dev/docs/core/connectors/injected
 */
export function injected(parameters: InjectedParameters): CreateConnectorFn {
  const { target, type = 'INJECTED' } = parameters
  return () => {
    const emitter = createEmitter<ConnectorEventMap>()
    let loading: Promise<InjectedSession> | undefined
    const load = () =>
      (loading ??= import('./createInjectedSession.js')
        .then((m) => m.createInjectedSession(target, emitter))
        .catch((error: unknown) => {
          // A failed chunk is tried again with the next call.
          loading = undefined
          throw error
        }))
    // Ready before the visitor clicks: a wallet's popup wants the click's
    // activation, which a chunk loaded after the click could outlast.
    void whenIdle().then(() => load().catch(() => {}))
    const connector: Record<string, unknown> = {
      id: target.id,
      name: target.name,
      type,
      chainNamespace: 'eip155',
      icon: target.icon,
      rdns: target.rdns,
      emitter,
    }
    for (const name of forwarded)
      connector[name] = async (...args: unknown[]) =>
        ((await load())[name] as (...a: unknown[]) => unknown)(...args)
    return connector as unknown as Connector
  }
}
