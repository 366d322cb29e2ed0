import { ApiError } from '../errors/ApiError.js'

/** The sign-in error codes and their HTTP statuses (README "Sign-in (SIWX)"). */
export const siwxErrorStatus = {
  SIWX_INVALID_MESSAGE: 400,
  SIWX_DOMAIN_MISMATCH: 400,
  SIWX_URI_MISMATCH: 400,
  SIWX_UNSUPPORTED_CHAIN: 400,
  SIWX_NONCE_INVALID: 400,
  SIWX_EXPIRED: 400,
  SIWX_NOT_YET_VALID: 400,
  SIWX_INVALID_SIGNATURE: 401,
  SIWX_NO_SESSION: 401,
  SIWX_CHAIN_UNAVAILABLE: 503,
} as const

export type SiwxErrorCode = keyof typeof siwxErrorStatus

/**
 * An `ApiError` with a sign-in code, answered as `{ code, message }`.
 *
 * @example
 * throw siwxError('SIWX_EXPIRED', 'The message expired')
 */
export function siwxError(code: SiwxErrorCode, message: string): ApiError {
  return new ApiError(siwxErrorStatus[code], code, message)
}
