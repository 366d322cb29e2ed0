import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '../../errors/ApiError.js'

/** Machine-readable codes of blockchain API errors. */
export type BlockchainApiErrorCode =
  | 'INVALID_ADDRESS'
  | 'INVALID_CHAIN_ID'
  | 'UNSUPPORTED_CHAIN'
  | 'INVALID_CURRENCY'
  | 'INVALID_CURSOR'
  | 'INVALID_PARAMETER'
  | 'INVALID_BODY'
  | 'INVALID_NAME'
  | 'NAME_NOT_NORMALIZED'
  | 'NAME_QUOTA_EXCEEDED'
  | 'INVALID_SIGNATURE'
  | 'INVALID_COIN_TYPE'
  | 'STALE_MESSAGE'
  | 'NAME_TAKEN'
  | 'NAME_NOT_FOUND'
  | 'UNSUPPORTED_ZONE'
  | 'UPSTREAM_ERROR'
  | 'BUNDLER_NOT_CONFIGURED'
  | 'PAYMASTER_NOT_CONFIGURED'
  | 'INVALID_POLICY'
  | 'PAYMASTER_POLICY_NOT_FOUND'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_NOT_REVOKED'
  | 'INVALID_PERMISSIONS'
  | 'NO_ROUTE'
  | 'SWAP_WOULD_REVERT'
  | 'ONRAMP_NOT_CONFIGURED'
  | 'ONRAMP_UNAVAILABLE'
  | 'AMOUNT_OUT_OF_LIMITS'
  | 'ORDER_NOT_FOUND'

/**
 * An `ApiError` of the blockchain API with a typed `code`; the app's error
 * handler answers it as `{ code, message }` with its status.
 */
export class BlockchainApiError extends ApiError {
  override name = 'BlockchainApiError'
  declare readonly code: BlockchainApiErrorCode

  constructor(
    status: ContentfulStatusCode,
    code: BlockchainApiErrorCode,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(status, code, message, options)
  }
}
