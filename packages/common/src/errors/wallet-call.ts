import { defineError } from './base.js'
import { defineRpcError, type RpcErrorOptions } from './rpc.js'

const docsPath = '/common/errors#wallet-calls'

export type UnsupportedNonOptionalCapabilityErrorType =
  UnsupportedNonOptionalCapabilityError

/** EIP-5792 5700: a required capability is unsupported. */
export class UnsupportedNonOptionalCapabilityError extends defineRpcError(
  5700,
  'UnsupportedNonOptionalCapabilityError',
  'This Wallet does not support a capability that was not marked as optional.',
) {}

export type UnsupportedChainIdErrorType = UnsupportedChainIdError

/** EIP-5792 5710: the chain id is unsupported. */
export class UnsupportedChainIdError extends defineRpcError(
  5710,
  'UnsupportedChainIdError',
  'This Wallet does not support the requested chain ID.',
) {}

export type DuplicateIdErrorType = DuplicateIdError

/** EIP-5792 5720: a bundle with this id already exists. */
export class DuplicateIdError extends defineRpcError(
  5720,
  'DuplicateIdError',
  'There is already a bundle submitted with this ID.',
) {}

export type UnknownBundleIdErrorType = UnknownBundleIdError

/** EIP-5792 5730: the bundle id is unknown. */
export class UnknownBundleIdError extends defineRpcError(
  5730,
  'UnknownBundleIdError',
  'This bundle id is unknown / has not been submitted.',
) {}

export type BundleTooLargeErrorType = BundleTooLargeError

/** EIP-5792 5740: the call bundle is too large. */
export class BundleTooLargeError extends defineRpcError(
  5740,
  'BundleTooLargeError',
  'The call bundle is too large for the Wallet to process.',
) {}

export type AtomicReadyWalletRejectedUpgradeErrorType =
  AtomicReadyWalletRejectedUpgradeError

/** EIP-5792 5750: the user rejected the atomicity upgrade. */
export class AtomicReadyWalletRejectedUpgradeError extends defineRpcError(
  5750,
  'AtomicReadyWalletRejectedUpgradeError',
  'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
) {}

export type AtomicityNotSupportedErrorType = AtomicityNotSupportedError

/** EIP-5792 5760: atomic execution is not supported. */
export class AtomicityNotSupportedError extends defineRpcError(
  5760,
  'AtomicityNotSupportedError',
  'The wallet does not support atomic execution but the request requires it.',
) {}

export type CallsStatusNotApprovedErrorType = CallsStatusNotApprovedError

/**
 * The wallet did not approve `wallet_getCallsStatus` (not in the session's
 * methods, or answered 4100/4200).
 */
export class CallsStatusNotApprovedError extends defineError(
  'CallsStatusNotApprovedError',
  (options: RpcErrorOptions = {}) => ({
    ...options,
    shortMessage: 'Fetching call status not approved by the wallet.',
    docsPath,
  }),
) {}

export type MissingCapabilitiesAddressErrorType =
  MissingCapabilitiesAddressError

/** `wallet_getCapabilities` needs the account's address. */
export class MissingCapabilitiesAddressError extends defineError(
  'MissingCapabilitiesAddressError',
  (options: RpcErrorOptions = {}) => ({
    ...options,
    shortMessage: 'Missing address parameter in wallet_getCapabilities request',
    docsPath,
  }),
) {}

export type InvalidCallErrorType = InvalidCallError

/**
 * A `wallet_sendCalls` call breaks SPEC §5: every call's `to` starts with
 * 0x, and `data`, when present, starts with 0x.
 */
export class InvalidCallError extends defineError(
  'InvalidCallError',
  ({
    index,
    field,
    ...options
  }: RpcErrorOptions & {
    index: number
    field: 'to' | 'data' | 'value' | 'calls'
  }) => ({
    ...options,
    shortMessage:
      field === 'calls'
        ? 'wallet_sendCalls needs at least one call.'
        : `Invalid call at index ${index}: '${field}' must ${field === 'value' ? 'be a hex quantity or bigint' : 'start with 0x'}.`,
    docsPath,
    fields: { index, field },
  }),
) {}
