import { defineRpcError } from './rpc.js'

export type UserRejectedRequestErrorType = UserRejectedRequestError

/** EIP-1193 4001: the user rejected the request. */
export class UserRejectedRequestError extends defineRpcError(
  4001,
  'UserRejectedRequestError',
  'User rejected the request.',
) {}

export type UnauthorizedProviderErrorType = UnauthorizedProviderError

/** EIP-1193 4100: method or account not authorised by the user. */
export class UnauthorizedProviderError extends defineRpcError(
  4100,
  'UnauthorizedProviderError',
  'The requested method and/or account has not been authorized by the user.',
) {}

export type UnsupportedProviderMethodErrorType = UnsupportedProviderMethodError

/** EIP-1193 4200: the provider does not support the method. */
export class UnsupportedProviderMethodError extends defineRpcError(
  4200,
  'UnsupportedProviderMethodError',
  'The Provider does not support the requested method.',
) {}

export type ProviderDisconnectedErrorType = ProviderDisconnectedError

/** EIP-1193 4900: the provider is disconnected from all chains. */
export class ProviderDisconnectedError extends defineRpcError(
  4900,
  'ProviderDisconnectedError',
  'The Provider is disconnected from all chains.',
) {}

export type ChainDisconnectedErrorType = ChainDisconnectedError

/** EIP-1193 4901: the provider is not connected to the chain. */
export class ChainDisconnectedError extends defineRpcError(
  4901,
  'ChainDisconnectedError',
  'The Provider is not connected to the requested chain.',
) {}

export type SwitchChainErrorType = SwitchChainError

/** EIP-3085/3326 4902: the wallet does not know the chain; add it first. */
export class SwitchChainError extends defineRpcError(
  4902,
  'SwitchChainError',
  'Unrecognized chain ID. Try adding the chain first.',
) {}
