/** Resolves when the browser is idle (at most 2 s; at once outside browsers). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 2_000 })
    else setTimeout(resolve, 0)
  })
}
