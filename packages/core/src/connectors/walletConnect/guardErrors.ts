// The errors of the WalletConnect connector's guards (SPEC §8 internal
// texts), in a file of their own: only the lazily loaded Sign-client half
// (createWalletConnect) throws them, and errors.ts is shared with the
// modal's chunk, which must not carry them before the first click. Their
// EIP-1193 code is a field rather than a `defineRpcError` class, so the
// Sign-client chunk needs no other chunk of @latch/common (each one it
// imports is a name more in the first load's preload list).
import { defineError } from '@latch/common'

const docsPath = '/core/connectors/walletConnect'

export type WalletConnectNotConnectedErrorType = WalletConnectNotConnectedError
/**
 * A request that needs the wallet reached the provider with no session
 * (SPEC §8, the reference's text). Code 4900 (EIP-1193: disconnected).
 */
export class WalletConnectNotConnectedError extends defineError(
  'WalletConnectNotConnectedError',
  () => ({
    shortMessage: 'Please call connect() before request()',
    docsPath,
    fields: { code: 4900 as const },
  }),
) {}

export type WalletConnectNamespaceNotConfiguredErrorType =
  WalletConnectNamespaceNotConfiguredError
/**
 * A request for a namespace the session was not made with (SPEC §8, the
 * reference's text); `details` and `namespace` name it. Code 4901
 * (EIP-1193: not connected to the requested chain).
 */
export class WalletConnectNamespaceNotConfiguredError extends defineError(
  'WalletConnectNamespaceNotConfiguredError',
  (namespace: string) => ({
    shortMessage:
      'Namespace is not configured. Please call connect() first with namespace config.',
    details: `The session has no ${namespace} accounts.`,
    docsPath,
    fields: { code: 4901 as const, namespace },
  }),
) {}

export type SignClientNotInitializedErrorType = SignClientNotInitializedError
/**
 * The connector's Sign client was closed (`close()`): it takes no new
 * pairing or request (SPEC §8, the reference's text).
 */
export class SignClientNotInitializedError extends defineError(
  'SignClientNotInitializedError',
  { shortMessage: 'Sign Client not initialized', docsPath },
) {}

export type WalletConnectDisconnectErrorType = WalletConnectDisconnectError
/**
 * The relay did not take the session's delete (wc_sessionDelete): it
 * refused it, was unreachable, or did not answer in time, so the wallet
 * may still show the session (SPEC §8 'Failed to disconnect'). The
 * session is forgotten on this side all the same; `cause` is the relay's
 * error.
 */
export class WalletConnectDisconnectError extends defineError(
  'WalletConnectDisconnectError',
  {
    shortMessage: 'Failed to disconnect',
    details:
      'The relay did not take the session delete; the wallet may still list this app. The session is forgotten here.',
    docsPath: '/core/connectors/walletConnect#disconnect',
  },
) {}
