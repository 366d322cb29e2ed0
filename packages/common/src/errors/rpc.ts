import { BaseError, type BaseErrorParameters } from './base.js'

export type RpcErrorParameters = BaseErrorParameters & {
  /** Numeric JSON-RPC / EIP-1193 error code. */
  code: number
  /** The `data` member of the JSON-RPC error, if any. */
  data?: unknown
}

/** Options accepted by every concrete RPC error class. */
export type RpcErrorOptions = BaseErrorParameters & { data?: unknown }

export type RpcErrorType = RpcError & { name: 'RpcError' }

/**
 * An error answered by a JSON-RPC peer (node, wallet, provider). Concrete
 * classes carry their code as a static, e.g. `MethodNotFoundRpcError.code`.
 *
 * https://latch.dev/docs/common/errors
 */
export class RpcError extends BaseError {
  readonly code: number
  declare data?: unknown

  override name = 'RpcError'

  constructor(shortMessage: string, parameters: RpcErrorParameters) {
    const { code, data, ...rest } = parameters
    super(shortMessage, rest)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export type UnknownRpcErrorType = UnknownRpcError & { name: 'UnknownRpcError' }

/** Anything a peer threw that is not a recognisable JSON-RPC error. */
export class UnknownRpcError extends RpcError {
  static readonly code = -1 as const
  declare readonly code: -1
  override name = 'UnknownRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('An unknown RPC error occurred.', {
      ...options,
      code: UnknownRpcError.code,
    })
  }
}

export type ParseRpcErrorType = ParseRpcError & { name: 'ParseRpcError' }

/** JSON-RPC -32700: the request was not valid JSON. */
export class ParseRpcError extends RpcError {
  static readonly code = -32700 as const
  declare readonly code: -32700
  override name = 'ParseRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Invalid JSON was received by the server.', {
      ...options,
      code: ParseRpcError.code,
    })
  }
}

export type InvalidRequestRpcErrorType = InvalidRequestRpcError & {
  name: 'InvalidRequestRpcError'
}

/** JSON-RPC -32600: not a valid request object. */
export class InvalidRequestRpcError extends RpcError {
  static readonly code = -32600 as const
  declare readonly code: -32600
  override name = 'InvalidRequestRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('JSON is not a valid request object.', {
      ...options,
      code: InvalidRequestRpcError.code,
    })
  }
}

export type MethodNotFoundRpcErrorType = MethodNotFoundRpcError & {
  name: 'MethodNotFoundRpcError'
}

/** JSON-RPC -32601: unknown method. */
export class MethodNotFoundRpcError extends RpcError {
  static readonly code = -32601 as const
  declare readonly code: -32601
  override name = 'MethodNotFoundRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('The method does not exist / is not available.', {
      ...options,
      code: MethodNotFoundRpcError.code,
    })
  }
}

export type InvalidParamsRpcErrorType = InvalidParamsRpcError & {
  name: 'InvalidParamsRpcError'
}

/** JSON-RPC -32602: invalid method parameters. */
export class InvalidParamsRpcError extends RpcError {
  static readonly code = -32602 as const
  declare readonly code: -32602
  override name = 'InvalidParamsRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Invalid parameters were provided to the RPC method.', {
      ...options,
      code: InvalidParamsRpcError.code,
    })
  }
}

export type InternalRpcErrorType = InternalRpcError & {
  name: 'InternalRpcError'
}

/** JSON-RPC -32603: internal error. */
export class InternalRpcError extends RpcError {
  static readonly code = -32603 as const
  declare readonly code: -32603
  override name = 'InternalRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('An internal error was received.', {
      ...options,
      code: InternalRpcError.code,
    })
  }
}

export type InvalidInputRpcErrorType = InvalidInputRpcError & {
  name: 'InvalidInputRpcError'
}

/** EIP-1474 -32000: missing or invalid parameters. */
export class InvalidInputRpcError extends RpcError {
  static readonly code = -32000 as const
  declare readonly code: -32000
  override name = 'InvalidInputRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Missing or invalid parameters.', {
      ...options,
      code: InvalidInputRpcError.code,
    })
  }
}

export type ResourceNotFoundRpcErrorType = ResourceNotFoundRpcError & {
  name: 'ResourceNotFoundRpcError'
}

/** EIP-1474 -32001: requested resource not found. */
export class ResourceNotFoundRpcError extends RpcError {
  static readonly code = -32001 as const
  declare readonly code: -32001
  override name = 'ResourceNotFoundRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Requested resource not found.', {
      ...options,
      code: ResourceNotFoundRpcError.code,
    })
  }
}

export type ResourceUnavailableRpcErrorType = ResourceUnavailableRpcError & {
  name: 'ResourceUnavailableRpcError'
}

/** EIP-1474 -32002: requested resource not available. */
export class ResourceUnavailableRpcError extends RpcError {
  static readonly code = -32002 as const
  declare readonly code: -32002
  override name = 'ResourceUnavailableRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Requested resource not available.', {
      ...options,
      code: ResourceUnavailableRpcError.code,
    })
  }
}

export type TransactionRejectedRpcErrorType = TransactionRejectedRpcError & {
  name: 'TransactionRejectedRpcError'
}

/** EIP-1474 -32003: transaction creation failed. */
export class TransactionRejectedRpcError extends RpcError {
  static readonly code = -32003 as const
  declare readonly code: -32003
  override name = 'TransactionRejectedRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Transaction creation failed.', {
      ...options,
      code: TransactionRejectedRpcError.code,
    })
  }
}

export type MethodNotSupportedRpcErrorType = MethodNotSupportedRpcError & {
  name: 'MethodNotSupportedRpcError'
}

/** EIP-1474 -32004: method is not supported. */
export class MethodNotSupportedRpcError extends RpcError {
  static readonly code = -32004 as const
  declare readonly code: -32004
  override name = 'MethodNotSupportedRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Method is not supported.', {
      ...options,
      code: MethodNotSupportedRpcError.code,
    })
  }
}

export type LimitExceededRpcErrorType = LimitExceededRpcError & {
  name: 'LimitExceededRpcError'
}

/** EIP-1474 -32005: request exceeds defined limit. */
export class LimitExceededRpcError extends RpcError {
  static readonly code = -32005 as const
  declare readonly code: -32005
  override name = 'LimitExceededRpcError'

  constructor(options: RpcErrorOptions = {}) {
    super('Request exceeds defined limit.', {
      ...options,
      code: LimitExceededRpcError.code,
    })
  }
}

export type JsonRpcVersionUnsupportedErrorType =
  JsonRpcVersionUnsupportedError & { name: 'JsonRpcVersionUnsupportedError' }

/** EIP-1474 -32006: JSON-RPC version not supported. */
export class JsonRpcVersionUnsupportedError extends RpcError {
  static readonly code = -32006 as const
  declare readonly code: -32006
  override name = 'JsonRpcVersionUnsupportedError'

  constructor(options: RpcErrorOptions = {}) {
    super('Version of JSON-RPC protocol is not supported.', {
      ...options,
      code: JsonRpcVersionUnsupportedError.code,
    })
  }
}
