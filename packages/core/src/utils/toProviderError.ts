import type { BaseError } from '@latch/common'

/**
 * `getProviderError` of @latch/common, loaded with the first error a
 * wallet or an RPC node answers: its table of error classes stays out of
 * the page's first load.
 */
export async function toProviderError(error: unknown): Promise<BaseError> {
  const { mapProviderError } = await import('./mapProviderError.js')
  return mapProviderError(error)
}
