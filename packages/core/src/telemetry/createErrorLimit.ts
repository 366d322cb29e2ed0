import { ERROR_TELEMETRY_MAX, ERROR_TELEMETRY_WINDOW_MS } from '@latch/common'

export type ErrorLimit = {
  /**
   * Whether one more report may go now; when it may, also how many were
   * dropped since the last that went.
   */
  take():
    | { readonly ok: true; readonly dropped: number }
    | { readonly ok: false }
}

/**
 * SPEC §9 error telemetry cap: at most `max` reports in any `windowMs`
 * (a sliding window, 5 per 60 s); the excess is dropped and counted.
 */
export function createErrorLimit({
  max = ERROR_TELEMETRY_MAX,
  windowMs = ERROR_TELEMETRY_WINDOW_MS,
  now = Date.now,
}: {
  max?: number | undefined
  windowMs?: number | undefined
  now?: (() => number) | undefined
} = {}): ErrorLimit {
  const sent: number[] = []
  let dropped = 0
  return {
    take() {
      const time = now()
      while (sent.length > 0 && (sent[0] ?? 0) <= time - windowMs) sent.shift()
      if (sent.length >= max) {
        dropped++
        return { ok: false }
      }
      sent.push(time)
      const result = { ok: true as const, dropped }
      dropped = 0
      return result
    },
  }
}
