import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'

/**
 * `payload[key]` as a non-empty string of at most `max` characters, else a
 * `FrameServiceError` ('Invalid request: key'), sent back as the `_ERROR`.
 */
export function readString(
  payload: Record<string, unknown>,
  key: string,
  max = 2048,
): string {
  const value = payload[key]
  if (typeof value !== 'string' || !value || value.length > max)
    throw new FrameServiceError({
      message: frameText.invalidRequest(key),
      code: 'invalid_request',
    })
  return value
}
