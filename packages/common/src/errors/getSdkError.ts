import { type SdkErrorKey, sdkErrors, withContext } from './sdk-errors.js'

/**
 * The `{ code, message }` error reason the WalletConnect SDK would send for
 * `key`; `context` is appended after a space, exactly like the SDK does.
 *
 * @example
 * getSdkError('USER_DISCONNECTED') // { code: 6000, message: 'User disconnected.' }
 */
export function getSdkError(
  key: SdkErrorKey,
  context?: string | number,
): { code: number; message: string } {
  return withContext(sdkErrors[key], context)
}
