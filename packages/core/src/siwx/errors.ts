import { defineError } from '@latch/common'

export type SiwxNotConfiguredErrorType = SiwxNotConfiguredError
/** A sign-in action ran on a config without `siwx` or `siweConfig` (SPEC §5). */
export class SiwxNotConfiguredError extends defineError(
  'SiwxNotConfiguredError',
  {
    shortMessage: 'Sign-in is not enabled.',
    docsPath: '/core/siwx',
    metaMessages: ['Pass `siwx` (or `siweConfig`) to createConfig.'],
  },
) {}

export type SiwxAccountNotFoundErrorType = SiwxAccountNotFoundError
/** Sign-in needs an active address (SPEC §5). */
export class SiwxAccountNotFoundError extends defineError(
  'SiwxAccountNotFoundError',
  {
    shortMessage: 'Sign-in needs a connected account.',
    docsPath: '/core/actions/signIn',
  },
) {}

export type SiwxNetworkNotFoundErrorType = SiwxNetworkNotFoundError
/** Sign-in needs an active network the app supports (SPEC §5). */
export class SiwxNetworkNotFoundError extends defineError(
  'SiwxNetworkNotFoundError',
  (caipNetworkId?: string) => ({
    shortMessage: 'Sign-in needs an active, supported network.',
    details: caipNetworkId ? `Network: ${caipNetworkId}` : undefined,
    docsPath: '/core/actions/signIn',
  }),
) {}

export type SiwxUnsupportedNamespaceErrorType = SiwxUnsupportedNamespaceError
/**
 * Through WalletConnect, sign-in works only when every network of the app
 * is eip155 (SPEC §5).
 */
export class SiwxUnsupportedNamespaceError extends defineError(
  'SiwxUnsupportedNamespaceError',
  {
    shortMessage:
      'Sign-in through WalletConnect needs every network to be eip155.',
    docsPath: '/core/siwx#walletconnect',
  },
) {}

export type SiwxVerificationErrorType = SiwxVerificationError
/** The verifier refused the signed message (bad signature, nonce, domain…). */
export class SiwxVerificationError extends defineError(
  'SiwxVerificationError',
  (details?: string, options: { cause?: unknown } = {}) => ({
    shortMessage: 'The sign-in message could not be verified.',
    details: details || undefined,
    cause: options.cause,
    docsPath: '/core/siwx#verification',
  }),
) {}

export type SiwxRequestErrorType = SiwxRequestError
/** The sign-in server could not be reached or answered in an unknown shape. */
export class SiwxRequestError extends defineError(
  'SiwxRequestError',
  (details: string, options: { cause?: unknown } = {}) => ({
    shortMessage: 'The sign-in server request failed.',
    details,
    cause: options.cause,
    docsPath: '/core/siwx/serverSiwx',
  }),
) {}
