// The errors of the WalletConnect connector's guards (SPEC §8 internal
// texts), in a file of their own: only the lazily loaded Sign-client half
// (createWalletConnect) throws them, and errors.ts is shared with the
// modal's chunk, which must not carry them before the first click.
import { defineError, defineRpcError } from '@latch/common'

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
