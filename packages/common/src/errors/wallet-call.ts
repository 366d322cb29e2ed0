import { BaseError } from './base.js'
import { RpcError, type RpcErrorOptions } from './rpc.js'

export type UnsupportedNonOptionalCapabilityErrorType =
  UnsupportedNonOptionalCapabilityError & {
    name: 'UnsupportedNonOptionalCapabilityError'
  }

/** EIP-5792 5700: a required capability is unsupported. */
export class UnsupportedNonOptionalCapabilityError extends RpcError {
  static readonly code = 5700 as const
  declare readonly code: 5700
  override name = 'UnsupportedNonOptionalCapabilityError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'This Wallet does not support a capability that was not marked as optional.',
      { ...options, code: UnsupportedNonOptionalCapabilityError.code },
    )
  }
}

export type UnsupportedChainIdErrorType = UnsupportedChainIdError & {
  name: 'UnsupportedChainIdError'
}

/** EIP-5792 5710: the chain id is unsupported. */
export class UnsupportedChainIdError extends RpcError {
  static readonly code = 5710 as const
  declare readonly code: 5710
  override name = 'UnsupportedChainIdError'

  constructor(options: RpcErrorOptions = {}) {
    super('This Wallet does not support the requested chain ID.', {
      ...options,
      code: UnsupportedChainIdError.code,
    })
  }
}

export type DuplicateIdErrorType = DuplicateIdError & {
  name: 'DuplicateIdError'
}

/** EIP-5792 5720: a bundle with this id already exists. */
export class DuplicateIdError extends RpcError {
  static readonly code = 5720 as const
  declare readonly code: 5720
  override name = 'DuplicateIdError'

  constructor(options: RpcErrorOptions = {}) {
    super('There is already a bundle submitted with this ID.', {
      ...options,
      code: DuplicateIdError.code,
    })
  }
}

export type UnknownBundleIdErrorType = UnknownBundleIdError & {
  name: 'UnknownBundleIdError'
}

/** EIP-5792 5730: the bundle id is unknown. */
export class UnknownBundleIdError extends RpcError {
  static readonly code = 5730 as const
  declare readonly code: 5730
  override name = 'UnknownBundleIdError'

  constructor(options: RpcErrorOptions = {}) {
    super('This bundle id is unknown / has not been submitted.', {
      ...options,
      code: UnknownBundleIdError.code,
    })
  }
}

export type BundleTooLargeErrorType = BundleTooLargeError & {
  name: 'BundleTooLargeError'
}

/** EIP-5792 5740: the call bundle is too large. */
export class BundleTooLargeError extends RpcError {
  static readonly code = 5740 as const
  declare readonly code: 5740
  override name = 'BundleTooLargeError'

  constructor(options: RpcErrorOptions = {}) {
    super('The call bundle is too large for the Wallet to process.', {
      ...options,
      code: BundleTooLargeError.code,
    })
  }
}

export type AtomicReadyWalletRejectedUpgradeErrorType =
  AtomicReadyWalletRejectedUpgradeError & {
    name: 'AtomicReadyWalletRejectedUpgradeError'
  }

/** EIP-5792 5750: the user rejected the atomicity upgrade. */
export class AtomicReadyWalletRejectedUpgradeError extends RpcError {
  static readonly code = 5750 as const
  declare readonly code: 5750
  override name = 'AtomicReadyWalletRejectedUpgradeError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
      { ...options, code: AtomicReadyWalletRejectedUpgradeError.code },
    )
  }
}

export type AtomicityNotSupportedErrorType = AtomicityNotSupportedError & {
  name: 'AtomicityNotSupportedError'
}

/** EIP-5792 5760: atomic execution is not supported. */
export class AtomicityNotSupportedError extends RpcError {
  static readonly code = 5760 as const
  declare readonly code: 5760
  override name = 'AtomicityNotSupportedError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The wallet does not support atomic execution but the request requires it.',
      { ...options, code: AtomicityNotSupportedError.code },
    )
  }
}

export type CallsStatusNotApprovedErrorType = CallsStatusNotApprovedError & {
  name: 'CallsStatusNotApprovedError'
}

/**
 * The wallet did not approve `wallet_getCallsStatus` (not in the session's
 * methods, or answered 4100/4200).
 */
export class CallsStatusNotApprovedError extends BaseError {
  override name = 'CallsStatusNotApprovedError'

  constructor(options: RpcErrorOptions = {}) {
    super('Fetching call status not approved by the wallet.', {
      ...options,
      docsPath: '/common/errors#wallet-calls',
    })
  }
}

export type MissingCapabilitiesAddressErrorType =
  MissingCapabilitiesAddressError & {
    name: 'MissingCapabilitiesAddressError'
  }

/** `wallet_getCapabilities` needs the account's address. */
export class MissingCapabilitiesAddressError extends BaseError {
  override name = 'MissingCapabilitiesAddressError'

  constructor(options: RpcErrorOptions = {}) {
    super('Missing address parameter in wallet_getCapabilities request', {
      ...options,
      docsPath: '/common/errors#wallet-calls',
    })
  }
}

export type InvalidCallErrorType = InvalidCallError & {
  name: 'InvalidCallError'
}

/**
 * A `wallet_sendCalls` call breaks SPEC §5: every call's `to` starts with
 * 0x, and `data`, when present, starts with 0x.
 */
export class InvalidCallError extends BaseError {
  override name = 'InvalidCallError'
  readonly index: number
  readonly field: 'to' | 'data' | 'value' | 'calls'

  constructor({
    index,
    field,
    ...options
  }: RpcErrorOptions & {
    index: number
    field: 'to' | 'data' | 'value' | 'calls'
  }) {
    super(
      field === 'calls'
        ? 'wallet_sendCalls needs at least one call.'
        : `Invalid call at index ${index}: '${field}' must ${field === 'value' ? 'be a hex quantity or bigint' : 'start with 0x'}.`,
      { ...options, docsPath: '/common/errors#wallet-calls' },
    )
    this.index = index
    this.field = field
  }
}
