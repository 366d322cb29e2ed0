import { BaseError } from '@latch/common'

export type SiwxNotConfiguredErrorType = SiwxNotConfiguredError & {
  name: 'SiwxNotConfiguredError'
}
/** A sign-in action ran on a config without `siwx` or `siweConfig` (SPEC §5). */
export class SiwxNotConfiguredError extends BaseError {
  override name = 'SiwxNotConfiguredError'
  constructor() {
    super('Sign-in is not enabled.', {
      docsPath: '/core/siwx',
      metaMessages: ['Pass `siwx` (or `siweConfig`) to createConfig.'],
    })
  }
}

export type SiwxAccountNotFoundErrorType = SiwxAccountNotFoundError & {
  name: 'SiwxAccountNotFoundError'
}
/** Sign-in needs an active address (SPEC §5). */
export class SiwxAccountNotFoundError extends BaseError {
  override name = 'SiwxAccountNotFoundError'
  constructor() {
    super('Sign-in needs a connected account.', {
      docsPath: '/core/actions/signIn',
    })
  }
}

export type SiwxNetworkNotFoundErrorType = SiwxNetworkNotFoundError & {
  name: 'SiwxNetworkNotFoundError'
}
/** Sign-in needs an active network the app supports (SPEC §5). */
export class SiwxNetworkNotFoundError extends BaseError {
  override name = 'SiwxNetworkNotFoundError'
  constructor(caipNetworkId?: string) {
    super('Sign-in needs an active, supported network.', {
      ...(caipNetworkId ? { details: `Network: ${caipNetworkId}` } : {}),
      docsPath: '/core/actions/signIn',
    })
  }
}

export type SiwxUnsupportedNamespaceErrorType =
  SiwxUnsupportedNamespaceError & { name: 'SiwxUnsupportedNamespaceError' }
/**
 * Through WalletConnect, sign-in works only when every network of the app
 * is eip155 (SPEC §5).
 */
export class SiwxUnsupportedNamespaceError extends BaseError {
  override name = 'SiwxUnsupportedNamespaceError'
  constructor() {
    super('Sign-in through WalletConnect needs every network to be eip155.', {
      docsPath: '/core/siwx#walletconnect',
    })
  }
}

export type SiwxVerificationErrorType = SiwxVerificationError & {
  name: 'SiwxVerificationError'
}
/** The verifier refused the signed message (bad signature, nonce, domain…). */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  constructor(details?: string, options: { cause?: unknown } = {}) {
    super('The sign-in message could not be verified.', {
      ...(details ? { details } : {}),
      ...(options.cause === undefined ? {} : { cause: options.cause }),
      docsPath: '/core/siwx#verification',
    })
  }
}

export type SiwxRequestErrorType = SiwxRequestError & {
  name: 'SiwxRequestError'
}
/** The sign-in server could not be reached or answered in an unknown shape. */
export class SiwxRequestError extends BaseError {
  override name = 'SiwxRequestError'
  constructor(details: string, options: { cause?: unknown } = {}) {
    super('The sign-in server request failed.', {
      details,
      ...(options.cause === undefined ? {} : { cause: options.cause }),
      docsPath: '/core/siwx/serverSiwx',
    })
  }
}
