import type { ChainNamespace } from '@latch/common'
import {
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  SwitchAccountNotFoundError,
} from '../errors/connector.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'
import { connect } from './connect.js'
import { refreshBalance } from './refreshBalance.js'

export type SwitchAccountParameters = {
  /** The account to make active, as the wallet exposed it. */
  address: string
  /** Its namespace. @default the active namespace */
  namespace?: ChainNamespace | undefined
  /**
   * The connector (or its id) that holds the account. @default the one
   * connected for `namespace`
   */
  connector?: Connector | string | undefined
}

export type SwitchAccountErrorType =
  | ConnectorNotConnectedError
  | ConnectorNotFoundError
  | SwitchAccountNotFoundError

/**
 * Makes `address` the active account (SPEC §4): when the namespace's
 * connector is already the one connected, the account becomes
 * `namespace:networkId:address` (and its namespace the active one) without
 * asking the wallet; otherwise it connects through that connector first.
 * The address must be one the wallet exposed, else
 * `SwitchAccountNotFoundError`. Emits `accountsChanged`.
 * https://latch.dev/docs/core/actions/switchAccount
 *
 * @example
 * await switchAccount(config, { address: account.allAccounts[1] })
 */
export async function switchAccount(
  config: Config,
  parameters: SwitchAccountParameters,
): Promise<void> {
  const { address } = parameters
  const namespace =
    parameters.namespace ??
    (typeof parameters.connector === 'object'
      ? parameters.connector.chainNamespace
      : undefined) ??
    config.state.activeNamespace
  const current = namespace ? config.state.namespaces[namespace] : undefined
  const id =
    typeof parameters.connector === 'string'
      ? parameters.connector
      : (parameters.connector?.id ?? current?.connectorId)
  if (!namespace || !id) throw new ConnectorNotConnectedError()
  if (current?.connectorId !== id || current.status !== 'connected') {
    const connector = config.state.connectors.find((c) => c.id === id)
    if (!connector) throw new ConnectorNotFoundError(id)
    await connect(config, { connector, namespace })
  }
  const ns = config.state.namespaces[namespace]
  if (!ns) throw new ConnectorNotConnectedError()
  // EVM addresses compare without their checksum case; others exactly.
  const same = (a: string) =>
    namespace === 'eip155'
      ? a.toLowerCase() === address.toLowerCase()
      : a === address
  const chosen = ns.accounts.find(same)
  if (!chosen) throw new SwitchAccountNotFoundError(address)
  dispatch(config, { type: 'connection/activated', namespace })
  if (ns.accounts[0] === chosen) return
  const accounts = [chosen, ...ns.accounts.filter((a) => a !== chosen)]
  dispatch(config, { type: 'connection/walletChanged', namespace, accounts })
  config.events.emit('accountsChanged', { namespace, accounts })
  void refreshBalance(config, { force: true })
}
