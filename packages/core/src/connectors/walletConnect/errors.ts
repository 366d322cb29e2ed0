import { defineError } from '@latch/common'

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
