import type { CaipAddress, ChainNamespace } from '@latch/common'
import { dataKey } from '../data/dataKey.js'
import type { Config } from '../types/config.js'
import type { ConnectedWallet, Connector } from '../types/connector.js'
import type { ConnectionStatus } from '../types/state.js'
import type { GetBalanceReturnType } from './getBalance.js'

export type GetAccountReturnType = {
  address: string | undefined
  allAccounts: readonly string[]
  caipAddress: CaipAddress | undefined
  chainNamespace: ChainNamespace | undefined
  status: ConnectionStatus
  isConnected: boolean
  isConnecting: boolean
  isReconnecting: boolean
  isDisconnected: boolean
  connector: Connector | undefined
  /** The peer wallet a WalletConnect session names (name, icon). */
  wallet: ConnectedWallet | undefined
  /** Formatted native balance, when loaded. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** True when loading the balance failed (retry blocked for 30 s). */
  balanceUnavailable: boolean
  /**
   * SPEC §3: whether the account, a smart account, has code on the
   * current chain (its first user operation deploys it); undefined when
   * the wallet did not say (an EOA, another wallet).
   */
  smartAccountDeployed: boolean | undefined
}

// One shared empty list, so that derived values compare equal while
// disconnected and React snapshots stay stable.
const noAccounts: readonly string[] = Object.freeze([])

/**
 * The active account, derived from state.
 * https://latch.dev/docs/core/actions/getAccount
 */
export function getAccount(config: Config): GetAccountReturnType {
  const { activeNamespace, namespaces, connectors } = config.state
  const ns = activeNamespace ? namespaces[activeNamespace] : undefined
  const status = ns?.status ?? 'disconnected'
  const address = ns?.accounts[0]
  const caipAddress =
    address && ns?.caipNetworkId
      ? (`${ns.caipNetworkId}:${address}` as CaipAddress)
      : undefined
  // The native balance lives in the data layer, shared by every view.
  const entry = caipAddress
    ? config._internal.data.get<GetBalanceReturnType>(
        dataKey('balance', caipAddress),
      )
    : undefined
  const balance = entry?.data
  return {
    address,
    allAccounts: ns?.accounts ?? noAccounts,
    caipAddress,
    chainNamespace: activeNamespace,
    status,
    isConnected: status === 'connected',
    isConnecting: status === 'connecting',
    isReconnecting: status === 'reconnecting',
    isDisconnected: status === 'disconnected',
    connector: connectors.find((c) => c.id === ns?.connectorId),
    wallet: ns?.wallet,
    balance: balance?.formatted,
    balanceSymbol: balance?.symbol,
    balanceUnavailable: entry?.status === 'error',
    // No address: no key of the map is "undefined".
    smartAccountDeployed: ns?.smartAccountDeployed?.[caipAddress as string],
  }
}
