import { TOAST_RESHOW_DELAY_MS } from '@latch/common'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { ToastVariant } from '../types/state.js'
import { hideToast } from './hideToast.js'

export type ShowToastParameters = {
  variant: ToastVariant
  message: string
  /** A link the toast offers, e.g. the transaction on an explorer. */
  link?: { href: string; label: string } | undefined
  /** Hide after this many ms; loading toasts stay by default. @default 2500 */
  duration?: number | undefined
}

/**
 * Shows a toast. When one is already showing it is hidden first and the new
 * one appears 150 ms later, so the change is visible (SPEC §9).
 */
export function showToast(config: Config, parameters: ShowToastParameters) {
  const { variant, message, link } = parameters
  const duration =
    parameters.duration ?? (variant === 'loading' ? undefined : 2_500)
  const { timers } = config._internal
  const later = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      fn()
    }, ms)
    timers.add(timer)
  }
  for (const timer of timers) clearTimeout(timer)
  timers.clear()
  const id = ++config._internal.counters.toast
  const show = () => {
    dispatch(config, {
      type: 'toast/shown',
      toast: { id, variant, message, link },
    })
    if (duration !== undefined)
      later(() => {
        if (config.state.toast?.id === id) hideToast(config)
      }, duration)
  }
  if (config.state.toast) {
    hideToast(config)
    later(show, TOAST_RESHOW_DELAY_MS)
  } else show()
}
