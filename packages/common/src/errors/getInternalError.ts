import {
  type InternalErrorKey,
  internalErrors,
  withContext,
} from './sdk-errors.js'

/**
 * The `{ code, message }` pair of a WalletConnect SDK internal error;
 * `context` is appended after a space, exactly like the SDK does.
 *
 * @example
 * getInternalError('NO_MATCHING_KEY', 'session: abc') // { code: 2, message: 'No matching key. session: abc' }
 */
export function getInternalError(
  key: InternalErrorKey,
  context?: string | number,
): { code: number; message: string } {
  return withContext(internalErrors[key], context)
}
