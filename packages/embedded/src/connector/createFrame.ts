import type { FrameRect } from '@latch/core'

export type CreateFrameParameters = {
  document: Document
  /** The frame page: `${url}/frame?projectId&chainId&version&logger`. */
  src: string
  /** Accessible name of the frame. @default 'Latch secure wallet' */
  title?: string | undefined
}

export type Frame = {
  readonly iframe: HTMLIFrameElement
  /** Shows the frame over `rect`, fully visible, or hides it. */
  show(rect: FrameRect | undefined): void
  /**
   * The approval screen's content height the frame reported, kept as the
   * iframe's `data-content-height` (whole CSS px) for the host view that
   * sizes the frame's box (ApproveTransaction); anything but a finite
   * positive number removes it.
   */
  setContentHeight(height: unknown): void
  remove(): void
}

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
  iframe.src = parameters.src
  document.body.appendChild(iframe)
  return {
    iframe,
    show(rect) {
      if (!rect || rect.width <= 0 || rect.height <= 0) {
        iframe.style.cssText = hidden
        iframe.setAttribute('aria-hidden', 'true')
        iframe.tabIndex = -1
        return
      }
      const px = (n: number) => `${Math.round(n)}px`
      iframe.style.cssText = `position:fixed;top:${px(rect.top)};left:${px(rect.left)};width:${px(rect.width)};height:${px(rect.height)};border:0;margin:0;padding:0;opacity:1;pointer-events:auto;z-index:2147483647;color-scheme:normal;`
      iframe.removeAttribute('aria-hidden')
      iframe.tabIndex = 0
    },
    setContentHeight(height) {
      if (typeof height === 'number' && height > 0 && height < 1e5)
        iframe.setAttribute('data-content-height', String(Math.ceil(height)))
      else iframe.removeAttribute('data-content-height')
    },
    remove() {
      iframe.remove()
    },
  }
}
