export type WithTimeoutParameters = {
  /** Milliseconds before `errorInstance` rejects the promise. */
  timeout: number
  /** The error to reject with on timeout. */
  errorInstance: Error
  /** Abort `fn`'s work on timeout (its `signal` argument is aborted). */
  signal?: boolean | undefined
}

/**
 * Races `fn` against a timer; the timer is always cleared.
 *
 * https://latch.dev/docs/protocol/utils
 *
 * @example
 * await withTimeout(({ signal }) => fetch(url, { signal }), {
 *   timeout: 10_000,
 *   errorInstance: new RelayTimeoutError({ method, timeout: 10_000 }),
 *   signal: true,
 * })
 */
export function withTimeout<data>(
  fn: (options: { signal: AbortSignal | null }) => Promise<data>,
  { timeout, errorInstance, signal }: WithTimeoutParameters,
): Promise<data> {
  return new Promise((resolve, reject) => {
    const controller = signal ? new AbortController() : null
    const timer = setTimeout(() => {
      controller?.abort(errorInstance)
      reject(errorInstance)
    }, timeout)
    fn({ signal: controller?.signal ?? null })
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}
