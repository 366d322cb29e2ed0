import type { Context } from 'hono'
import { ApiError, badRequest } from '../errors/ApiError.js'
import { findJsonProblem } from './findJsonProblem.js'
import { readBodyText } from './readBodyText.js'

export type ReadJsonBodyParameters = {
  /** Largest accepted body in bytes. @default 65_536 */
  maxBytes?: number | undefined
  /**
   * Deepest nesting accepted. @default `c.var.limits.maxJsonDepth`, else 32
   */
  maxDepth?: number | undefined
  /**
   * What the body must be: a JSON object (the API's bodies) or any JSON
   * value (JSON-RPC batches). @default 'object'
   */
  accept?: 'object' | 'any' | undefined
}

/**
 * The one JSON body reader: streams the body with a byte bound (413
 * `PAYLOAD_TOO_LARGE` above `maxBytes`, see `readBodyText`), parses it,
 * and refuses with 400 `BAD_REQUEST` anything that is not JSON (the error's
 * `cause` is then the `SyntaxError`), not an object (unless `accept:
 * 'any'`), nested deeper than `maxDepth`, or holding NUL characters or
 * lone surrogates in a key or string (PostgreSQL cannot store them). Any
 * content type is accepted, so `navigator.sendBeacon` text bodies work.
 */
export async function readJsonBody(
  c: Context,
  {
    maxBytes = 65_536,
    maxDepth,
    accept = 'object',
  }: ReadJsonBodyParameters = {},
): Promise<Record<string, unknown>> {
  const text = await readBodyText(c, { maxBytes })
  if (!text.trim()) throw badRequest('A JSON object body is required')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (cause) {
    throw new ApiError(400, 'BAD_REQUEST', 'Body is not valid JSON', { cause })
  }
  if (
    accept === 'object' &&
    (typeof body !== 'object' || body === null || Array.isArray(body))
  )
    throw badRequest('Body must be a JSON object')
  const depth =
    maxDepth ??
    (c.var as { limits?: { maxJsonDepth?: number } }).limits?.maxJsonDepth ??
    32
  const problem = findJsonProblem(body, { maxDepth: depth })
  if (problem) throw badRequest(`Body ${problem}`)
  return body as Record<string, unknown>
}
