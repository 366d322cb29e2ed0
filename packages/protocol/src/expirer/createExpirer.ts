export type CreateExpirerParameters = {
  /** Called once per target whose expiry (unix seconds) has passed. */
  onExpire: (target: string) => void
  /** How often expiries are checked, in ms. @default 1000 */
  interval?: number | undefined
  now?: (() => number) | undefined
}

/**
 * Tracks expiries of targets (`topic:<t>`, `id:<n>`) and reports the ones
 * that passed, on a timer (`start`/`stop`) or on demand (`check`).
 */
export function createExpirer({
  onExpire,
  interval = 1000,
  now = Date.now,
}: CreateExpirerParameters) {
  const expiries = new Map<string, number>()
  let timer: ReturnType<typeof setInterval> | undefined

  const check = () => {
    const current = now()
    for (const [target, expiry] of [...expiries]) {
      if (expiry * 1000 > current) continue
      expiries.delete(target)
      onExpire(target)
    }
  }

  return {
    set: (target: string, expiry: number) => void expiries.set(target, expiry),
    delete: (target: string) => void expiries.delete(target),
    check,
    start() {
      timer ??= setInterval(check, interval)
      ;(timer as { unref?: () => void }).unref?.()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

export type Expirer = ReturnType<typeof createExpirer>
