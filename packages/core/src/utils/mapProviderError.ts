import { type BaseError, getProviderError } from '@latch/common'

/** The typed error for a JSON-RPC / EIP-1193 error (a chunk of its own). */
export function mapProviderError(error: unknown): BaseError {
  return getProviderError(error)
}
