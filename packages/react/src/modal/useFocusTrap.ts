import { afterPaint } from '@latch/common'
import { type RefObject, useEffect, useRef } from 'react'
import { focusables } from './focusables.js'

/**
 * Focus handling of a modal dialog: on open, remembers the focused element
 * and, once `ready` (the dialog's content is in), moves focus into the
 * dialog; Tab and Shift+Tab cycle inside it; Escape calls `onEscape`; on
 * close, focus returns where it was. `viewKey` changes with the view, so
 * focus lost with a replaced view comes back in.
 */
export function useFocusTrap(
  dialog: RefObject<HTMLElement | null>,
  open: boolean,
  viewKey: string,
  onEscape: () => void,
  ready = true,
) {
  const escapeRef = useRef(onEscape)
  escapeRef.current = onEscape

  // A passive effect, not a layout one: React restores the focus it saw
  // before a commit right after the mutation phase, which would undo a
  // focus move made in a layout cleanup while the dialog animates out.
  useEffect(() => {
    if (!open) return
    const returnTo =
      document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null
    return () => {
      if (returnTo?.isConnected) returnTo.focus()
    }
  }, [open])

  // Moves focus in on open and after each view change, once the frame
  // showing it is painted: focus() forces style and layout, which that
  // frame (the click's, for the view that opens) would otherwise wait for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change
  useEffect(() => {
    const root = dialog.current
    if (!open || !ready || !root) return
    return afterPaint(() => {
      if (!root.contains(document.activeElement))
        (focusables(root)[0] ?? root).focus()
    })
  }, [dialog, open, ready, viewKey])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current
      if (!root) return
      if (event.key === 'Escape') {
        event.preventDefault()
        escapeRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(root)
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const outside = !root.contains(active)
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dialog, open])
}
