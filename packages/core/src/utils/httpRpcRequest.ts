import { RpcError, withRetry } from '@latch/common'
import { toProviderError } from './toProviderError.js'

export type HttpRpcRequestParameters = {
  url: string
  method: string
  params?: readonly unknown[] | undefined
  /** @default 10000 (SPEC §7) */
  timeout?: number | undefined
  /** @default 3 */
  retryCount?: number | undefined
  /** First retry delay, doubled each time. @default 150 */
  retryDelay?: number | undefined
}

const RETRY_STATUSES = new Set([403, 408, 413, 429, 500, 502, 503, 504])
// -1 unknown, -32005 limit exceeded, -32603 internal error (SPEC §7).
const RETRY_CODES = new Set([-1, -32005, -32603])

class RetryableError extends Error {
  constructor(
    readonly error: unknown,
    readonly after?: number,
  ) {
    super('retryable')
  }
}

let nextId = 0

/**
 * One JSON-RPC call over HTTP POST, with a timeout and retries with backoff
 * on the errors SPEC §7 names (honouring Retry-After), through the one
 * retry helper (`withRetry` of @latch/common).
 *
 * Not viem's `http` transport: measured in the size check it adds 5.2 KB
 * gzip before the first click (its request builder brings every viem RPC
 * error class; ours are @latch/common's), which breaks the 40 KB budget,
 * and it retries a 404 whose body is empty JSON.
 */
export async function httpRpcRequest<T = unknown>(
  parameters: HttpRpcRequestParameters,
): Promise<T> {
  const { timeout = 10_000, retryCount = 3, retryDelay = 150 } = parameters
  try {
    return await withRetry(() => attemptOnce<T>(parameters, timeout), {
      retryCount,
      shouldRetry: ({ error }) => error instanceof RetryableError,
      delay: ({ count, error }) =>
        Math.min(
          (error as RetryableError).after ?? retryDelay * 2 ** (count - 1),
          30_000,
        ),
    })
  } catch (error) {
    if (error instanceof RetryableError)
      throw await toProviderError(error.error)
    throw error
  }
}

async function attemptOnce<T>(
  { url, method, params = [] }: HttpRpcRequestParameters,
  timeout: number,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
    signal: AbortSignal.timeout(timeout),
  }).catch((error: unknown) => {
    throw new RpcError(`Request to ${url} failed.`, {
      code: -32603,
      cause: error,
    })
  })
  if (!response.ok) {
    const error = new RpcError(`HTTP status code: ${response.status}`, {
      code: -32603,
    })
    if (!RETRY_STATUSES.has(response.status)) throw error
    const after = Number(response.headers.get('retry-after'))
    throw new RetryableError(error, after > 0 ? after * 1000 : undefined)
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: number } }
    | undefined
  if (!body || typeof body !== 'object')
    throw new RpcError('Invalid JSON-RPC response.', { code: -32700 })
  if (body.error) {
    if (RETRY_CODES.has(body.error.code ?? -1))
      throw new RetryableError(body.error)
    throw await toProviderError(body.error)
  }
  return body.result as T
}
