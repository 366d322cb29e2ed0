import {
  LATCH_VERSION,
  RETRY_HTTP_STATUSES,
  RETRY_MAX_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
  withRetry,
} from '@latch/common'
import { ApiError } from './ApiError.js'

export type ApiQueryValue =
  | string
  | number
  | boolean
  | readonly string[]
  | undefined

export type ApiRequest = {
  /** Path under the base URL, e.g. `/v1/account/0x…/balance`. */
  path: string
  /** @default 'GET', or 'POST' when `body` is given */
  method?: 'GET' | 'POST' | undefined
  /** Extra query parameters; `undefined` values are left out, arrays joined by commas. */
  query?: Readonly<Record<string, ApiQueryValue>> | undefined
  /** JSON body. */
  body?: unknown
  signal?: AbortSignal | undefined
}

export type CreateApiClientParameters = {
  /** Your Latch API server, e.g. `http://127.0.0.1:8788`. */
  baseUrl: string
  projectId: string
  /** Sent as `st`. @default 'latch' */
  sdkType?: string | undefined
  /** Sent as `sv`. @default the Latch version */
  sdkVersion?: string | undefined
  /** Sent as `clientId` on every call when set (SPEC §7). */
  clientId?: string | undefined
  /** Retries of a retryable status (SPEC §7). @default 3 */
  retryCount?: number | undefined
  /** First retry delay in ms, doubled each time. @default 150 */
  retryDelay?: number | undefined
  /** Per-attempt timeout in ms. @default 10000 */
  timeout?: number | undefined
}

/** A client of one Latch API server for one project. */
export type ApiClient = {
  readonly baseUrl: string
  readonly projectId: string
  readonly sdkType: string
  readonly sdkVersion: string
  /** The full URL of `path` with `st`, `sv`, `projectId` and `query`. */
  url(path: string, query?: ApiRequest['query']): string
  /** Calls the API and returns its JSON; non-2xx throws ApiError. */
  request<T>(request: ApiRequest): Promise<T>
}

const retryable = new Set<number>(RETRY_HTTP_STATUSES)

/** Retry-After in seconds or as an HTTP date, in ms. */
function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

/** A status worth another try (SPEC §7), with the answer that had it. */
class RetryableStatus {
  constructor(readonly response: Response) {}
}

/** The server's refusal as an ApiError, with its code and message. */
async function toApiError(response: Response, path: string) {
  const body = (await response.json().catch(() => undefined)) as
    | { code?: unknown; message?: unknown; shortMessage?: unknown }
    | undefined
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
  return new ApiError({
    status: response.status,
    code: text(body?.code),
    serverMessage: text(body?.message) ?? text(body?.shortMessage),
    path,
  })
}

/**
 * Makes a client of the user's own Latch API server. Every call carries
 * `st`, `sv` and `projectId` (and `clientId` when given); 403, 408, 413, 429, 500, 502, 503 and 504
 * are retried with backoff (150 ms doubling, Retry-After honoured).
 * https://latch.dev/docs/core/api
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:8788', projectId })
 * const { data } = await getWallets(api, { page: 1, entries: 40 })
 */
export function createApiClient(
  parameters: CreateApiClientParameters,
): ApiClient {
  const {
    projectId,
    sdkType = 'latch',
    sdkVersion = LATCH_VERSION,
    retryCount = RPC_RETRY_COUNT,
    retryDelay = RPC_RETRY_DELAY_MS,
    timeout = RPC_TIMEOUT_MS,
  } = parameters
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')

  function url(path: string, query: ApiRequest['query'] = {}) {
    const target = new URL(
      `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`,
    )
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue
      target.searchParams.set(
        key,
        Array.isArray(value) ? value.join(',') : String(value),
      )
    }
    target.searchParams.set('projectId', projectId)
    target.searchParams.set('st', sdkType)
    target.searchParams.set('sv', sdkVersion)
    if (parameters.clientId)
      target.searchParams.set('clientId', parameters.clientId)
    return target.toString()
  }

  async function attempt<T>(req: ApiRequest, method: string, target: string) {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeout)
    const abort = () => controller.abort()
    req.signal?.addEventListener('abort', abort)
    const response = await fetch(target, {
      method,
      signal: controller.signal,
      ...(req.body === undefined
        ? {}
        : {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(req.body),
          }),
    })
      .catch((cause: unknown) => {
        throw new ApiError({ path: req.path, cause })
      })
      .finally(() => {
        clearTimeout(timer)
        req.signal?.removeEventListener('abort', abort)
      })
    if (response.ok)
      return (response.status === 204 ? undefined : await response.json()) as T
    if (retryable.has(response.status)) throw new RetryableStatus(response)
    throw await toApiError(response, req.path)
  }

  async function request<T>(req: ApiRequest): Promise<T> {
    const method = req.method ?? (req.body === undefined ? 'GET' : 'POST')
    const target = url(req.path, req.query)
    try {
      return await withRetry(() => attempt<T>(req, method, target), {
        retryCount,
        // (Not asked after the last try, whose answer becomes the error.)
        async shouldRetry({ error }) {
          if (!(error instanceof RetryableStatus)) return false
          await error.response.body?.cancel().catch(() => {})
          return true
        },
        delay: ({ count, error }) =>
          Math.min(
            retryAfter(
              (error as RetryableStatus).response.headers.get('retry-after'),
            ) ?? retryDelay * 2 ** (count - 1),
            RETRY_MAX_DELAY_MS,
          ),
      })
    } catch (error) {
      if (error instanceof RetryableStatus)
        throw await toApiError(error.response, req.path)
      throw error
    }
  }

  return { baseUrl, projectId, sdkType, sdkVersion, url, request }
}
