import type { VerifyContext } from './verify.js'

/** Params of a wc_sessionRequest. */
export type SessionRequestParams = {
  request: { method: string; params: unknown; expiryTimestamp?: number }
  chainId: string
}

/** A session request waiting for the wallet's answer. */
export type PendingRequest = {
  id: number
  topic: string
  params: SessionRequestParams
  verifyContext: VerifyContext
}

/** A JSON-RPC error object. */
export type ErrorResponse = { code: number; message: string; data?: unknown }

/** A JSON-RPC response the wallet sends back for a request. */
export type JsonRpcResponse =
  | { id: number; jsonrpc: '2.0'; result: unknown }
  | { id: number; jsonrpc: '2.0'; error: ErrorResponse }
