import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'
import { createErrorLimit, type ErrorLimit } from './createErrorLimit.js'

/** The error props of one report (SPEC §7 POST /e). */
export type ErrorReport = {
  /** The alert's code (`INVALID_APP_CONFIGURATION`, …), or `TOAST`. */
  readonly code: string
  /** The catalogue text the user saw. */
  readonly message: string
  /** Reports dropped by the cap since the last one that went. */
  readonly dropped: number
}

const shown = (s: State) => [s.toast, s.alert] as const

/**
 * Reports every error the user is shown (SPEC §8 "Errors are reported to
 * telemetry"): each error toast (failed transactions fetch, failed
 * disconnect, …) and each error alert (embedded wallet timeouts and load
 * failures, invalid configuration, …), as `send` gets them, at most 5 per
 * 60 s (SPEC §9; the rest dropped and counted). Only codes and the
 * texts shown go, with any 0x address or hash in them cut out. Started
 * by `startAnalytics`, so only when the host and the server turned
 * analytics on. Returns the stop.
 */
export function reportErrors(
  config: Config,
  send: (report: ErrorReport) => void,
  limit: ErrorLimit = createErrorLimit(),
): () => void {
  const report = (code: string, message: string) => {
    const taken = limit.take()
    // A wallet's error text may quote an address or a hash: never sent.
    if (taken.ok)
      send({
        code,
        message: message.replace(/0x[0-9a-fA-F]{40,}/g, '0x…'),
        dropped: taken.dropped,
      })
  }
  return config.subscribe(
    shown,
    ([toast, alert], [wasToast, wasAlert]) => {
      if (toast && toast !== wasToast && toast.variant === 'error')
        report('TOAST', toast.message)
      if (alert && alert !== wasAlert && alert.variant === 'error')
        report(alert.code, alert.message)
    },
    { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] },
  )
}
