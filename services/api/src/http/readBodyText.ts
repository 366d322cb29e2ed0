import type { Context } from 'hono'
import { ApiError } from '../errors/ApiError.js'
import { payloadTooLarge } from '../middleware/bodyLimit/index.js'

export type ReadBodyTextParameters = {
  /** Largest accepted body in bytes (UTF-8). */
  maxBytes: number
}

const read = new WeakMap<Request, Promise<string>>()

async function readBounded(request: Request, maxBytes: number) {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes)
    throw payloadTooLarge(maxBytes)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) throw payloadTooLarge(maxBytes)
      chunks.push(value)
    }
  } catch (error) {
    await reader.cancel().catch(() => {})
    if (error instanceof ApiError) throw error
    // The client went away or timed out: nobody reads the answer, but it
    // is not a server error either.
    throw new ApiError(
      400,
      'BAD_REQUEST',
      'The request body could not be read (connection closed)',
      { cause: error },
    )
  }
  return Buffer.concat(chunks, size).toString('utf8')
}

/**
 * The request body as text, read as a stream and abandoned with 413
 * `PAYLOAD_TOO_LARGE` as soon as it passes `maxBytes` (a declared
 * `Content-Length` above it is refused before reading). The text is kept
 * per request, so several readers (a rate limit and its handler) share one
 * read; the first reader's `maxBytes` applies.
 *
 * @example
 * const text = await readBodyText(c, { maxBytes: 16_384 })
 */
export function readBodyText(
  c: Context,
  { maxBytes }: ReadBodyTextParameters,
): Promise<string> {
  const request = c.req.raw
  let text = read.get(request)
  if (!text) {
    text = readBounded(request, maxBytes)
    read.set(request, text)
  }
  return text
}
