/**
 * Input and resource limits of the API server. Every field has a default
 * and an environment variable (read by `getApiLimits`, i.e. by the CLI);
 * `startApi({ limits })` and `createApp({ settings: { limits } })` take
 * overrides.
 */
export type ApiLimits = {
  /**
   * Largest request body on public routes, in bytes: a larger declared
   * `Content-Length` is refused before reading, a chunked body is counted
   * while it streams; both 413 `PAYLOAD_TOO_LARGE`. Routes may set a
   * smaller bound (`readJsonBody({ maxBytes })`). (env
   * `LATCH_API_MAX_BODY_BYTES`) @default 1_048_576
   */
  maxBodyBytes: number
  /**
   * The same for `/admin/*` (wallet directory import).
   * (env `LATCH_API_MAX_ADMIN_BODY_BYTES`) @default 8_388_608
   */
  maxAdminBodyBytes: number
  /**
   * Request bodies streaming in at once; more → 503 `SERVER_BUSY` with
   * `Retry-After`. With `maxBodyBytes` this bounds the memory bodies take.
   * (env `LATCH_API_MAX_CONCURRENT_BODIES`) @default 64
   */
  maxConcurrentBodies: number
  /**
   * Deepest nesting of arrays and objects in a JSON body; deeper → 400.
   * (env `LATCH_API_MAX_JSON_DEPTH`) @default 32
   */
  maxJsonDepth: number
  /**
   * Failed admin logins per client IP within `adminFailureWindowMs` before
   * that IP is locked out. (env `LATCH_API_ADMIN_MAX_FAILURES`) @default 10
   */
  adminMaxFailures: number
  /** (env `LATCH_API_ADMIN_FAILURE_WINDOW_MS`) @default 600_000 (10 min) */
  adminFailureWindowMs: number
  /**
   * How long a locked-out IP gets 429 `ADMIN_LOCKED_OUT` on /admin/*, even
   * with the right token. (env `LATCH_API_ADMIN_LOCKOUT_MS`) @default
   * 900_000 (15 min)
   */
  adminLockoutMs: number
  /**
   * Node `server.requestTimeout`: the whole request (headers and body) must
   * arrive within it, else 408 and the connection is closed.
   * (env `LATCH_API_REQUEST_TIMEOUT_MS`) @default 30_000
   */
  requestTimeoutMs: number
  /**
   * Node `server.headersTimeout`: the headers must arrive within it.
   * (env `LATCH_API_HEADERS_TIMEOUT_MS`) @default 10_000
   */
  headersTimeoutMs: number
  /**
   * Node `maxHeaderSize`: larger request headers → 431.
   * (env `LATCH_API_MAX_HEADER_BYTES`) @default 16_384
   */
  maxHeaderBytes: number
}

/** The defaults of {@link ApiLimits}. */
export const defaultApiLimits: Readonly<ApiLimits> = Object.freeze({
  maxBodyBytes: 1_048_576,
  maxAdminBodyBytes: 8_388_608,
  maxConcurrentBodies: 64,
  maxJsonDepth: 32,
  adminMaxFailures: 10,
  adminFailureWindowMs: 600_000,
  adminLockoutMs: 900_000,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  maxHeaderBytes: 16_384,
})

/** Environment variable of each limit. */
export const apiLimitEnv: Readonly<Record<keyof ApiLimits, string>> =
  Object.freeze({
    maxBodyBytes: 'LATCH_API_MAX_BODY_BYTES',
    maxAdminBodyBytes: 'LATCH_API_MAX_ADMIN_BODY_BYTES',
    maxConcurrentBodies: 'LATCH_API_MAX_CONCURRENT_BODIES',
    maxJsonDepth: 'LATCH_API_MAX_JSON_DEPTH',
    adminMaxFailures: 'LATCH_API_ADMIN_MAX_FAILURES',
    adminFailureWindowMs: 'LATCH_API_ADMIN_FAILURE_WINDOW_MS',
    adminLockoutMs: 'LATCH_API_ADMIN_LOCKOUT_MS',
    requestTimeoutMs: 'LATCH_API_REQUEST_TIMEOUT_MS',
    headersTimeoutMs: 'LATCH_API_HEADERS_TIMEOUT_MS',
    maxHeaderBytes: 'LATCH_API_MAX_HEADER_BYTES',
  })
