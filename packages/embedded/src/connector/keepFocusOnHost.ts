export type HostFocus = {
  /** An approval screen opened: remembers where the host's focus was. */
  opened(): void
  /** It closed: focus leaves the frame, back to where it was. */
  closed(): void
  stop(): void
}

/**
 * Keeps keyboard focus on the host page around the secure frame, which
 * stays in the page, 1 px and transparent, between approvals. The frame
 * takes focus when its screen renders and when the person clicks in it;
 * once the screen closes, focus goes back to the host element that had
 * it when the approval began (the page's button, the view's Send), so
 * the host's keys (Escape, Tab) reach the host again. Focus handed to the
 * hidden frame later (a closing dialog returning it where it was) goes
 * back the same way. Where that element is gone, the page keeps focus.
 */
export function keepFocusOnHost(
  document: Document,
  iframe: HTMLIFrameElement,
): HostFocus {
  let open = false
  /** The host element focused last while no approval was open. */
  let last: HTMLElement | undefined
  /** The host element focused when the open approval began. */
  let before: HTMLElement | undefined
  const isHost = (target: unknown): target is HTMLElement =>
    target instanceof HTMLElement &&
    target !== iframe &&
    target !== document.body
  const giveBack = () => {
    if (document.activeElement !== iframe) return
    if (last?.isConnected) last.focus({ preventScroll: true })
    if (document.activeElement !== iframe) return
    iframe.blur()
    document.defaultView?.focus()
  }
  const onFocusIn = (event: FocusEvent) => {
    if (!open && isHost(event.target)) last = event.target
  }
  const onFrameFocus = () => {
    if (!open) giveBack()
  }
  document.addEventListener('focusin', onFocusIn, true)
  iframe.addEventListener('focus', onFrameFocus)
  return {
    opened() {
      open = true
      const active = document.activeElement
      before = isHost(active) ? active : last
    },
    closed() {
      open = false
      if (before) last = before
      before = undefined
      giveBack()
    },
    stop() {
      document.removeEventListener('focusin', onFocusIn, true)
      iframe.removeEventListener('focus', onFrameFocus)
    },
  }
}
