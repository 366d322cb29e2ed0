/**
 * The body as UTF-8, read chunk by chunk: past `max` bytes the stream is
 * cancelled and this throws, so a body without (or lying about) its
 * content-length is never read further than the limit.
 */
export async function readLimitedText(
  response: Response,
  max: number,
): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      throw new Error('metadata too large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
