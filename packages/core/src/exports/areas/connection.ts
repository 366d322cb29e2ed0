// @latch/core, connection: connect / disconnect / reconnect,
// account and network, connectors (injected, EIP-6963, WalletConnect), the
// wallet directory and the connector errors.

export {
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../../actions/connect.js'
export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
} from '../../actions/connectWalletConnect.js'
export {
  type DisconnectParameters,
  disconnect,
} from '../../actions/disconnect.js'
export {
  type GetAccountReturnType,
  getAccount,
} from '../../actions/getAccount.js'
export { getConnectors } from '../../actions/getConnectors.js'
export {
  type GetNetworkReturnType,
  getNetwork,
} from '../../actions/getNetwork.js'
export { getNetworkStatus } from '../../actions/getNetworkStatus.js'
export { getProvider } from '../../actions/getProvider.js'
export { getRecentWallets } from '../../actions/getRecentWallets.js'
export {
  type GetWalletConnectStateReturnType,
  getWalletConnectState,
} from '../../actions/getWalletConnectState.js'
export {
  type DirectoryWallet,
  type GetWalletDirectoryParameters,
  type GetWalletDirectoryReturnType,
  getWalletDirectory,
} from '../../actions/getWalletDirectory.js'
export { getWalletInfo, type WalletInfo } from '../../actions/getWalletInfo.js'
export {
  type OpenWalletConnectParameters,
  openWalletConnect,
} from '../../actions/openWalletConnect.js'
export {
  type OpenWalletConnectBasicParameters,
  openWalletConnectBasic,
} from '../../actions/openWalletConnectBasic.js'
export { type ReconnectParameters, reconnect } from '../../actions/reconnect.js'
export { resetWcConnection } from '../../actions/resetWcConnection.js'
export { setWcLinking } from '../../actions/setWcLinking.js'
export {
  type SwitchAccountErrorType,
  type SwitchAccountParameters,
  switchAccount,
} from '../../actions/switchAccount.js'
export {
  type SwitchNetworkParameters,
  switchNetwork,
} from '../../actions/switchNetwork.js'
export { watchAccount } from '../../actions/watchAccount.js'
export { watchConnectors } from '../../actions/watchConnectors.js'
export { watchNetwork } from '../../actions/watchNetwork.js'
export { watchNetworkStatus } from '../../actions/watchNetworkStatus.js'
export { watchWalletConnectState } from '../../actions/watchWalletConnectState.js'
export { watchWalletInfo } from '../../actions/watchWalletInfo.js'
export {
  type ConnectorGroup,
  type ConnectorGroupsParameters,
  connectorGroups,
} from '../../connectors/connectorGroups.js'
export { createConnector } from '../../connectors/createConnector.js'
export { createNamespaceProvider } from '../../connectors/createNamespaceProvider.js'
export { type InjectedParameters, injected } from '../../connectors/injected.js'
export {
  PairingCancelledError,
  type PairingCancelledErrorType,
  WalletConnectConnectorNotFoundError,
  type WalletConnectConnectorNotFoundErrorType,
  WalletConnectSwitchChainError,
  type WalletConnectSwitchChainErrorType,
} from '../../connectors/walletConnect/errors.js'
export { formatWalletLink } from '../../connectors/walletConnect/formatWalletLink.js'
export {
  SignClientNotInitializedError,
  type SignClientNotInitializedErrorType,
  WalletConnectDisconnectError,
  type WalletConnectDisconnectErrorType,
  WalletConnectNamespaceNotConfiguredError,
  type WalletConnectNamespaceNotConfiguredErrorType,
  WalletConnectNotConnectedError,
  type WalletConnectNotConnectedErrorType,
} from '../../connectors/walletConnect/guardErrors.js'
export { isPairingExpired } from '../../connectors/walletConnect/isPairingExpired.js'
export { watchAnnouncedProviders } from '../../connectors/watchAnnouncedProviders.js'
export {
  ConnectorAccountNotFoundError,
  type ConnectorAccountNotFoundErrorType,
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  NetworkNotConfiguredError,
  type NetworkNotConfiguredErrorType,
  ProviderNotFoundError,
  type ProviderNotFoundErrorType,
  SwitchAccountNotFoundError,
  type SwitchAccountNotFoundErrorType,
} from '../../errors/connector.js'
