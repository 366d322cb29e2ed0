import { ProtocolError } from '@latch/common'

/**
 * Session properties are an object whose values are all non-null (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID
 */
export function assertValidSessionProperties(
  sessionProperties: unknown,
  context: string,
): void {
  if (sessionProperties === undefined) return
  if (
    !sessionProperties ||
    typeof sessionProperties !== 'object' ||
    Array.isArray(sessionProperties)
  )
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `${context}, sessionProperties must be an object`,
    })
  for (const [key, value] of Object.entries(sessionProperties))
    if (value === null || value === undefined)
      throw new ProtocolError('MISSING_OR_INVALID', {
        context: `${context}, sessionProperties.${key} must not be null`,
      })
}
