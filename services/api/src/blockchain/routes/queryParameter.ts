import type { Context } from 'hono'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'

/**
 * An optional query parameter, at most `maxLength` characters; given twice
 * or too long is a 400 `INVALID_PARAMETER`.
 */
export function queryParameter(
  c: Context,
  name: string,
  { maxLength = 256 }: { maxLength?: number } = {},
): string | undefined {
  const values = c.req.queries(name)
  if (values === undefined || values.length === 0) return undefined
  const [value] = values
  if (values.length > 1 || value === undefined || value.length > maxLength)
    throw new BlockchainApiError(
      400,
      'INVALID_PARAMETER',
      `${name} must be given once, at most ${maxLength} characters.`,
    )
  return value
}
