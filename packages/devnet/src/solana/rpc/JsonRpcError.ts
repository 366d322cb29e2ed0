/** A JSON-RPC 2.0 error answer (code, message, optional data). */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError' as const
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603
/** Solana: preflight simulation failed (data = the simulation result). */
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
/** Solana: a signature does not verify. */
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003

export function invalidParams(message: string): JsonRpcError {
  return new JsonRpcError(INVALID_PARAMS, message)
}
