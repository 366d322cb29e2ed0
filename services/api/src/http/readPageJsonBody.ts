import type { Context } from 'hono'
import { ApiError } from '../errors/ApiError.js'
import { type ReadJsonBodyParameters, readJsonBody } from './readJsonBody.js'

export type ReadPageJsonBodyParameters = ReadJsonBodyParameters & {
  /** The message of the 415 answer. */
  unsupportedTypeMessage: string
}

/**
 * `readJsonBody` for a POST a page sends with `fetch` (sign-in, the Verify
 * attestation page): the body may come as `text/plain` (no CORS preflight)
 * or `application/json`; any other declared content type, a form post
 * above all, is refused with 415 `UNSUPPORTED_MEDIA_TYPE`.
 *
 * @example
 * const body = await readPageJsonBody(c, { maxBytes: 1024, unsupportedTypeMessage: 'Send the JSON body as text/plain' })
 */
export async function readPageJsonBody(
  c: Context,
  { unsupportedTypeMessage, ...parameters }: ReadPageJsonBodyParameters,
): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type')
  if (type && !/^\s*(text\/plain|application\/json)\s*(;|$)/i.test(type))
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', unsupportedTypeMessage)
  return readJsonBody(c, parameters)
}
