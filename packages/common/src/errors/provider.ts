import { RpcError, type RpcErrorOptions } from './rpc.js'

export type UserRejectedRequestErrorType = UserRejectedRequestError & {
  name: 'UserRejectedRequestError'
}

/** EIP-1193 4001: the user rejected the request. */
export class UserRejectedRequestError extends RpcError {
  static readonly code = 4001 as const
  declare readonly code: 4001
  override name = 'UserRejectedRequestError'

  constructor(options: RpcErrorOptions = {}) {
    super('User rejected the request.', {
      ...options,
      code: UserRejectedRequestError.code,
    })
  }
}

export type UnauthorizedProviderErrorType = UnauthorizedProviderError & {
  name: 'UnauthorizedProviderError'
}

/** EIP-1193 4100: method or account not authorised by the user. */
export class UnauthorizedProviderError extends RpcError {
  static readonly code = 4100 as const
  declare readonly code: 4100
  override name = 'UnauthorizedProviderError'

  constructor(options: RpcErrorOptions = {}) {
    super(
      'The requested method and/or account has not been authorized by the user.',
      { ...options, code: UnauthorizedProviderError.code },
    )
  }
}

export type UnsupportedProviderMethodErrorType =
  UnsupportedProviderMethodError & { name: 'UnsupportedProviderMethodError' }

/** EIP-1193 4200: the provider does not support the method. */
export class UnsupportedProviderMethodError extends RpcError {
  static readonly code = 4200 as const
  declare readonly code: 4200
  override name = 'UnsupportedProviderMethodError'

  constructor(options: RpcErrorOptions = {}) {
    super('The Provider does not support the requested method.', {
      ...options,
      code: UnsupportedProviderMethodError.code,
    })
  }
}

export type ProviderDisconnectedErrorType = ProviderDisconnectedError & {
  name: 'ProviderDisconnectedError'
}

/** EIP-1193 4900: the provider is disconnected from all chains. */
export class ProviderDisconnectedError extends RpcError {
  static readonly code = 4900 as const
  declare readonly code: 4900
  override name = 'ProviderDisconnectedError'

  constructor(options: RpcErrorOptions = {}) {
    super('The Provider is disconnected from all chains.', {
      ...options,
      code: ProviderDisconnectedError.code,
    })
  }
}

export type ChainDisconnectedErrorType = ChainDisconnectedError & {
  name: 'ChainDisconnectedError'
}

/** EIP-1193 4901: the provider is not connected to the chain. */
export class ChainDisconnectedError extends RpcError {
  static readonly code = 4901 as const
  declare readonly code: 4901
  override name = 'ChainDisconnectedError'

  constructor(options: RpcErrorOptions = {}) {
    super('The Provider is not connected to the requested chain.', {
      ...options,
      code: ChainDisconnectedError.code,
    })
  }
}

export type SwitchChainErrorType = SwitchChainError & {
  name: 'SwitchChainError'
}

/** EIP-3085/3326 4902: the wallet does not know the chain; add it first. */
export class SwitchChainError extends RpcError {
  static readonly code = 4902 as const
  declare readonly code: 4902
  override name = 'SwitchChainError'

  constructor(options: RpcErrorOptions = {}) {
    super('Unrecognized chain ID. Try adding the chain first.', {
      ...options,
      code: SwitchChainError.code,
    })
  }
}
