export type WithRetryParameters = {
  /** Retries after the first try. @default 2 */
  retryCount?: number | undefined
  /** Milliseconds before retry `count` (1-based), or a function of it. @default 100 */
  delay?:
    | number
    | ((options: { count: number; error: unknown }) => number)
    | undefined
  /** Whether to retry after `error`. @default () => true */
  shouldRetry?:
    | ((options: {
        count: number
        error: unknown
      }) => boolean | Promise<boolean>)
    | undefined
}

/**
 * Runs `fn` until it resolves, retrying up to `retryCount` times.
 *
 * https://latch.dev/docs/common/utils
 *
 * @example
 * await withRetry(() => openSocket(), {
 *   retryCount: 5,
 *   delay: ({ count }) => Math.min(2_000 * 2 ** (count - 1), 30_000),
 * })
 */
export async function withRetry<data>(
  fn: () => Promise<data>,
  {
    retryCount = 2,
    delay = 100,
    shouldRetry = () => true,
  }: WithRetryParameters = {},
): Promise<data> {
  for (let count = 0; ; count++) {
    try {
      return await fn()
    } catch (error) {
      const next = count + 1
      if (count >= retryCount || !(await shouldRetry({ count: next, error })))
        throw error
      const ms =
        typeof delay === 'function' ? delay({ count: next, error }) : delay
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms))
    }
  }
}
