import { defineError, defineRpcError } from '@latch/common'

export type WalletConnectSwitchChainErrorType = WalletConnectSwitchChainError
/**
 * The session does not approve the chain and the wallet cannot be asked to
 * switch (SPEC §8).
 */
export class WalletConnectSwitchChainError extends defineError(
  'WalletConnectSwitchChainError',
  (chainId: number | string) => ({
    shortMessage: `Failed to switch to chain ${chainId}: not approved or wallet does not support wallet_switchEthereumChain`,
    docsPath: '/core/connectors/walletConnect#switch-chain',
  }),
) {}

export type WalletConnectConnectorNotFoundErrorType =
  WalletConnectConnectorNotFoundError
/** No WalletConnect connector in the config (SPEC §8). */
export class WalletConnectConnectorNotFoundError extends defineError(
  'WalletConnectConnectorNotFoundError',
  {
    shortMessage: 'WalletConnectConnector not found',
    details:
      "Add `walletConnect({ relayUrl })` from '@latch/core/connectors/walletConnect' to the config's connectors.",
    docsPath: '/core/connectors/walletConnect',
  },
) {}

export type PairingCancelledErrorType = PairingCancelledError
/** A pending WalletConnect pairing was reset before a wallet answered. */
export class PairingCancelledError extends defineError(
  'PairingCancelledError',
  {
    shortMessage: 'The WalletConnect pairing was cancelled.',
    docsPath: '/core/connectors/walletConnect',
  },
) {}

export type WalletConnectNotConnectedErrorType = WalletConnectNotConnectedError
/**
 * A request that needs the wallet reached the provider with no session
 * (SPEC §8, the reference's text). Code 4900 (EIP-1193: disconnected).
 */
export class WalletConnectNotConnectedError extends defineRpcError(
  4900,
  'WalletConnectNotConnectedError',
  'Please call connect() before request()',
) {}

export type WalletConnectNamespaceNotConfiguredErrorType =
  WalletConnectNamespaceNotConfiguredError
/**
 * A request for a namespace the session was not made with (SPEC §8, the
 * reference's text); `details` names the namespace. Code 4901 (EIP-1193:
 * not connected to the requested chain).
 */
export class WalletConnectNamespaceNotConfiguredError extends defineRpcError(
  4901,
  'WalletConnectNamespaceNotConfiguredError',
  'Namespace is not configured. Please call connect() first with namespace config.',
) {}

export type SignClientNotInitializedErrorType = SignClientNotInitializedError
/**
 * The connector's Sign client was closed (`close()`): it takes no new
 * pairing or request (SPEC §8, the reference's text).
 */
export class SignClientNotInitializedError extends defineError(
  'SignClientNotInitializedError',
  {
    shortMessage: 'Sign Client not initialized',
    docsPath: '/core/connectors/walletConnect',
  },
) {}
