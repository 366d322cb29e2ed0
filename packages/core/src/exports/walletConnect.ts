// @latch/core/connectors/walletConnect: the WalletConnect v2 connector. A
// separate entry so pages without WalletConnect never load it; the Sign
// client behind it loads lazily (see walletConnect()).
export {
  PairingCancelledError,
  type PairingCancelledErrorType,
  WalletConnectSwitchChainError,
  type WalletConnectSwitchChainErrorType,
} from '../connectors/walletConnect/errors.js'
export {
  SignClientNotInitializedError,
  type SignClientNotInitializedErrorType,
  WalletConnectDisconnectError,
  type WalletConnectDisconnectErrorType,
  WalletConnectNamespaceNotConfiguredError,
  type WalletConnectNamespaceNotConfiguredErrorType,
  WalletConnectNotConnectedError,
  type WalletConnectNotConnectedErrorType,
} from '../connectors/walletConnect/guardErrors.js'
export type {
  WalletConnectConnector,
  WalletConnectParameters,
} from '../connectors/walletConnect/types.js'
export { walletConnect } from '../connectors/walletConnect/walletConnect.js'
