import { ProtocolError } from '@latch/common'
import { REQUEST_EXPIRY_MAX, REQUEST_EXPIRY_MIN } from './constants.js'

/**
 * A request expiry is a number of seconds within
 * [{@link REQUEST_EXPIRY_MIN}, {@link REQUEST_EXPIRY_MAX}] (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID
 */
export function assertValidRequestExpiry(expiry: unknown): void {
  if (expiry === undefined) return
  if (
    typeof expiry !== 'number' ||
    !Number.isFinite(expiry) ||
    expiry < REQUEST_EXPIRY_MIN ||
    expiry > REQUEST_EXPIRY_MAX
  )
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `request() expiry: ${String(expiry)}. Expiry must be a number (in seconds) between ${REQUEST_EXPIRY_MIN} and ${REQUEST_EXPIRY_MAX}`,
    })
}
