import { ProtocolError } from '@latch/common'

/**
 * A reject or disconnect reason has a numeric `code` and a string
 * `message` (SPEC §5).
 *
 * @throws {ProtocolError} MISSING_OR_INVALID
 */
export function assertValidReason(
  reason: unknown,
  context: string,
): asserts reason is { code: number; message: string } {
  const value = reason as { code?: unknown; message?: unknown } | undefined
  if (
    !value ||
    typeof value.code !== 'number' ||
    typeof value.message !== 'string'
  )
    throw new ProtocolError('MISSING_OR_INVALID', {
      context: `${context} reason: ${JSON.stringify(reason)}`,
    })
}
