import type { Context } from 'hono'
import { ApiError, badRequest } from '../errors/ApiError.js'
import { isWellFormedJson } from './isWellFormedJson.js'

export type ReadJsonBodyParameters = {
  /** Largest accepted body in bytes. @default 65_536 */
  maxBytes?: number | undefined
}

/**
 * Reads a JSON object body: 413 `PAYLOAD_TOO_LARGE` above `maxBytes`, 400
 * for anything that is not a JSON object. Any content type is accepted, so
 * `navigator.sendBeacon` text bodies work too. Strings with lone surrogates
 * are refused (400), since PostgreSQL cannot store them.
 */
export async function readJsonBody(
  c: Context,
  { maxBytes = 65_536 }: ReadJsonBodyParameters = {},
): Promise<Record<string, unknown>> {
  const tooLarge = () =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${maxBytes} bytes`)
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > maxBytes) throw tooLarge()
  const text = await c.req.text()
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge()
  if (!text.trim()) throw badRequest('A JSON object body is required')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw badRequest('Body is not valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('Body must be a JSON object')
  if (!isWellFormedJson(body))
    throw badRequest('Body must be valid Unicode (no lone surrogates)')
  return body as Record<string, unknown>
}
