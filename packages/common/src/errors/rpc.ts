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

/** A class made by {@link defineRpcError}: `code` on the class and on each error. */
export type RpcErrorClass<code extends number, name extends string> = {
  new (
    options?: RpcErrorOptions,
  ): RpcError & { readonly code: code; name: name }
  readonly code: code
}

/**
 * Makes the class of a JSON-RPC error with a fixed code and message, so
 * that each one is one declaration (here rather than in a file of its own:
 * this file's classes use it, and it needs `RpcError`).
 *
 * https://latch.dev/docs/common/errors
 *
 * @example
 * export class ParseRpcError extends defineRpcError(
 *   -32700,
 *   'ParseRpcError',
 *   'Invalid JSON was received by the server.',
 * ) {}
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRpcError<
  const code extends number,
  const name extends string,
>(code: code, name: name, shortMessage: string): RpcErrorClass<code, name> {
  return class extends RpcError {
    static readonly code = code
    declare readonly code: code
    override name = name

    constructor(options: RpcErrorOptions = {}) {
      super(shortMessage, { ...options, code })
    }
  }
}

export type UnknownRpcErrorType = UnknownRpcError

/** Anything a peer threw that is not a recognisable JSON-RPC error. */
export class UnknownRpcError extends defineRpcError(
  -1,
  'UnknownRpcError',
  'An unknown RPC error occurred.',
) {}

export type ParseRpcErrorType = ParseRpcError

/** JSON-RPC -32700: the request was not valid JSON. */
export class ParseRpcError extends defineRpcError(
  -32700,
  'ParseRpcError',
  'Invalid JSON was received by the server.',
) {}

export type InvalidRequestRpcErrorType = InvalidRequestRpcError

/** JSON-RPC -32600: not a valid request object. */
export class InvalidRequestRpcError extends defineRpcError(
  -32600,
  'InvalidRequestRpcError',
  'JSON is not a valid request object.',
) {}

export type MethodNotFoundRpcErrorType = MethodNotFoundRpcError

/** JSON-RPC -32601: unknown method. */
export class MethodNotFoundRpcError extends defineRpcError(
  -32601,
  'MethodNotFoundRpcError',
  'The method does not exist / is not available.',
) {}

export type InvalidParamsRpcErrorType = InvalidParamsRpcError

/** JSON-RPC -32602: invalid method parameters. */
export class InvalidParamsRpcError extends defineRpcError(
  -32602,
  'InvalidParamsRpcError',
  'Invalid parameters were provided to the RPC method.',
) {}

export type InternalRpcErrorType = InternalRpcError

/** JSON-RPC -32603: internal error. */
export class InternalRpcError extends defineRpcError(
  -32603,
  'InternalRpcError',
  'An internal error was received.',
) {}

export type InvalidInputRpcErrorType = InvalidInputRpcError

/** EIP-1474 -32000: missing or invalid parameters. */
export class InvalidInputRpcError extends defineRpcError(
  -32000,
  'InvalidInputRpcError',
  'Missing or invalid parameters.',
) {}

export type ResourceNotFoundRpcErrorType = ResourceNotFoundRpcError

/** EIP-1474 -32001: requested resource not found. */
export class ResourceNotFoundRpcError extends defineRpcError(
  -32001,
  'ResourceNotFoundRpcError',
  'Requested resource not found.',
) {}

export type ResourceUnavailableRpcErrorType = ResourceUnavailableRpcError

/** EIP-1474 -32002: requested resource not available. */
export class ResourceUnavailableRpcError extends defineRpcError(
  -32002,
  'ResourceUnavailableRpcError',
  'Requested resource not available.',
) {}

export type TransactionRejectedRpcErrorType = TransactionRejectedRpcError

/** EIP-1474 -32003: transaction creation failed. */
export class TransactionRejectedRpcError extends defineRpcError(
  -32003,
  'TransactionRejectedRpcError',
  'Transaction creation failed.',
) {}

export type MethodNotSupportedRpcErrorType = MethodNotSupportedRpcError

/** EIP-1474 -32004: method is not supported. */
export class MethodNotSupportedRpcError extends defineRpcError(
  -32004,
  'MethodNotSupportedRpcError',
  'Method is not supported.',
) {}

export type LimitExceededRpcErrorType = LimitExceededRpcError

/** EIP-1474 -32005: request exceeds defined limit. */
export class LimitExceededRpcError extends defineRpcError(
  -32005,
  'LimitExceededRpcError',
  'Request exceeds defined limit.',
) {}

export type JsonRpcVersionUnsupportedErrorType = JsonRpcVersionUnsupportedError

/** EIP-1474 -32006: JSON-RPC version not supported. */
export class JsonRpcVersionUnsupportedError extends defineRpcError(
  -32006,
  'JsonRpcVersionUnsupportedError',
  'Version of JSON-RPC protocol is not supported.',
) {}
