import type { FrameRect } from '@latch/core'
import { keepFocusOnHost } from './keepFocusOnHost.js'

export type CreateFrameParameters = {
  document: Document
  /** The frame page: `${url}/frame?projectId&chainId&version&logger`. */
  src: string
  /** Accessible name of the frame. @default 'Latch secure wallet' */
  title?: string | undefined
}

export type Frame = {
  readonly iframe: HTMLIFrameElement
  /**
   * Shows the frame over `rect`, fully visible, or hides it. Only while an
   * approval is open (`openApproval` … `closeApproval`): a view that goes
   * away after the approval closed cannot bring the empty frame back.
   */
  show(rect: FrameRect | undefined): void
  /**
   * An approval screen opens (APPROVAL_OPEN): until the frame reports its
   * content height, `show` lays the frame out over the box but invisible
   * (so it measures its screen at the box's width), then reveals it at
   * its content height: it appears once, at its size (no jump).
   */
  openApproval(): void
  /** The approval screen closed (APPROVAL_CLOSE): hidden, height cleared. */
  closeApproval(): void
  /**
   * The approval screen's content height the frame reported, kept as the
   * iframe's `data-content-height` (whole CSS px) for the host view that
   * sizes the frame's box (ApproveTransaction); anything but a finite
   * positive number removes it.
   */
  setContentHeight(height: unknown): void
  remove(): void
}

/** How long a frame that reports no content height stays invisible. */
const MEASURE_TIMEOUT_MS = 400
/** How long the reported height must hold before the frame shows. */
const REVEAL_AFTER_MS = 100

// Hidden: out of sight and out of the way, but still loaded and running
// (not display: none). Shown: fully opaque and above everything, since the
// frame refuses approvals while it is covered or transparent. Set through
// the CSSOM (`style.cssText`): a strict host CSP refuses `style` attributes.
const hidden =
  'position:fixed;top:0;left:0;width:1px;height:1px;border:0;margin:0;padding:0;opacity:0;pointer-events:none;z-index:-1;color-scheme:normal;'

/**
 * The hidden fixed-position iframe of the secure wallet (SPEC §2),
 * appended to `document.body`.
 */
export function createFrame(parameters: CreateFrameParameters): Frame {
  const { document } = parameters
  const iframe = document.createElement('iframe')
  iframe.title = parameters.title ?? 'Latch secure wallet'
  iframe.setAttribute('data-latch-frame', '')
  iframe.style.cssText = hidden
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  // The frame's passkeys (WebAuthn in a cross-origin frame needs them
  // delegated; creating one also needs a click in the frame).
  iframe.allow = 'publickey-credentials-create; publickey-credentials-get'
  iframe.src = parameters.src
  document.body.appendChild(iframe)
  let open = false
  /**
   * Invisible over the box until the screen's height is known and has
   * held for REVEAL_AFTER_MS (the box follows it meanwhile).
   */
  let measuring = false
  let lastRect: FrameRect | undefined
  const focus = keepFocusOnHost(document, iframe)
  let timer: ReturnType<typeof setTimeout> | undefined
  const px = (n: number) => `${Math.round(n)}px`
  const place = (rect: FrameRect | undefined) => {
    lastRect = rect
    if (!open || !rect || rect.width <= 0 || rect.height <= 0) {
      iframe.style.cssText = hidden
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
      return
    }
    const box = `position:fixed;top:${px(rect.top)};left:${px(rect.left)};width:${px(rect.width)};height:${px(rect.height)};border:0;margin:0;padding:0;color-scheme:normal;`
    if (measuring) {
      iframe.style.cssText = `${box}opacity:0;pointer-events:none;z-index:-1;`
      return
    }
    iframe.style.cssText = `${box}opacity:1;pointer-events:auto;z-index:2147483647;`
    iframe.removeAttribute('aria-hidden')
    iframe.tabIndex = 0
  }
  /** Stops measuring; shows the frame where the view last put it. */
  const reveal = () => {
    clearTimeout(timer)
    if (!measuring) return
    measuring = false
    place(lastRect)
  }
  return {
    iframe,
    show: place,
    openApproval() {
      clearTimeout(timer)
      focus.opened()
      open = true
      measuring = true
      timer = setTimeout(reveal, MEASURE_TIMEOUT_MS)
    },
    closeApproval() {
      clearTimeout(timer)
      open = false
      measuring = false
      place(undefined)
      iframe.removeAttribute('data-content-height')
      focus.closed()
    },
    setContentHeight(height) {
      if (typeof height === 'number' && height > 0 && height < 1e5) {
        iframe.setAttribute('data-content-height', String(Math.ceil(height)))
        // The view sizes its box to it (the screen may re-measure at the
        // new size); once the height holds, the frame shows, at its size.
        if (measuring) {
          clearTimeout(timer)
          timer = setTimeout(reveal, REVEAL_AFTER_MS)
        }
      } else iframe.removeAttribute('data-content-height')
    },
    remove() {
      clearTimeout(timer)
      focus.stop()
      iframe.remove()
    },
  }
}
