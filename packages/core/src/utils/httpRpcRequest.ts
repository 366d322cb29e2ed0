import {
  RETRY_HTTP_STATUSES,
  RETRY_MAX_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
  RpcError,
  withRetry,
} from '@latch/common'
import { fallback, http } from 'viem'
import { toProviderError } from './toProviderError.js'

export type HttpRpcRequestParameters = {
  /**
   * The RPC URL, or several tried in order: the next one is asked when one
   * fails (viem's `fallback` transport).
   */
  url: string | readonly string[]
  method: string
  params?: readonly unknown[] | undefined
  /** Per attempt and URL. @default 10000 (SPEC §7) */
  timeout?: number | undefined
  /** @default 3 (SPEC §9) */
  retryCount?: number | undefined
  /** First retry delay, doubled each time. @default 150 (SPEC §9) */
  retryDelay?: number | undefined
}

// -1 unknown, -32005 limit exceeded, -32603 internal error (SPEC §7).
const retryCodes = new Set([-1, -32005, -32603])
const retryStatuses = new Set<number>(RETRY_HTTP_STATUSES)

type Failure = {
  code?: unknown
  status?: number
  headers?: Headers
  cause?: unknown
  url?: string
}

/** Retry-After in seconds or as an HTTP date, in ms. */
function retryAfter(headers: Headers | undefined): number | undefined {
  const value = headers?.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

/** The raw JSON-RPC error under viem's wrappers, or the error itself. */
function innermost(error: unknown): unknown {
  let e = error as Failure | undefined
  while (e && typeof e.cause === 'object' && e.cause) e = e.cause as Failure
  return e
}

/**
 * JSON-RPC over HTTP POST through viem's `http` transport: concurrent calls
 * to a URL go out as one batch of up to 1000 (SPEC §9), URLs are tried in
 * order (`fallback`), each attempt times out after 10 s, and the errors
 * SPEC §7 names are retried 3 times with backoff from 150 ms, honouring
 * Retry-After up to 30 s. Errors come out as @latch/common's typed ones; an
 * HTTP refusal as 'HTTP status code: {n}'.
 *
 * Its own chunk: viem's transports load with the first read, after the
 * first click (they cost 5 KB gzip).
 */
export async function httpRpcRequest<T = unknown>(
  parameters: HttpRpcRequestParameters,
): Promise<T> {
  const {
    timeout = RPC_TIMEOUT_MS,
    retryCount = RPC_RETRY_COUNT,
    retryDelay = RPC_RETRY_DELAY_MS,
    method,
    params = [],
  } = parameters
  const urls =
    typeof parameters.url === 'string' ? [parameters.url] : parameters.url
  // Retries are ours (bounded Retry-After), not viem's: its own are off.
  const transport = fallback(
    urls.map((url) =>
      // viem's batch size is SPEC §9's 1000 (HTTP_BATCH_SIZE), its
      // default: naming the constant would put it in the first load.
      http(url, { batch: true, retryCount: 0 }),
    ),
    { retryCount: 0 },
  )({ retryCount: 0, timeout })
  try {
    return await withRetry(
      async () => {
        const result = await transport.request({ method, params } as never)
        // An answer with neither result nor error (viem reads it as both
        // undefined) is not JSON-RPC.
        if (result === undefined)
          throw new RpcError('Invalid JSON-RPC response.', { code: -32700 })
        return result as T
      },
      {
        retryCount,
        shouldRetry: ({ error }) => {
          const { code, status } = error as Failure
          return status
            ? retryStatuses.has(status)
            : typeof code === 'number' && retryCodes.has(code)
        },
        delay: ({ count, error }) =>
          Math.min(
            retryAfter((error as Failure).headers) ??
              retryDelay * 2 ** (count - 1),
            RETRY_MAX_DELAY_MS,
          ),
      },
    )
  } catch (error) {
    if (error instanceof RpcError) throw error
    const { status, code, url } = error as Failure
    if (status)
      throw new RpcError(`HTTP status code: ${status}`, {
        code: -32603,
        cause: error,
      })
    if (typeof code !== 'number')
      throw new RpcError(`Request to ${url ?? urls.join(', ')} failed.`, {
        code: -32603,
        cause: error,
      })
    throw await toProviderError(innermost(error))
  }
}
