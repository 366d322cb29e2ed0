import type { ViewName } from '@latch/core'
import { useCallback, useRef } from 'react'

/**
 * Heights (px) reserved for a view the modal has not shown yet, while only
 * its shell is on screen: the height of the first render of the views a
 * click opens, as measured in bench/apps (Connect while its e-mail
 * section loads; Account offline). Any other view starts at 0.
 */
const firstHeights: Partial<Record<ViewName, number>> = {
  Connect: 116,
  Account: 452,
}

/**
 * The height a view's box should reserve while the modal shows only its
 * shell (the view renders a frame later): the height that view had when
 * it last showed, observed without forcing a layout (ResizeObserver), so
 * the dialog keeps its size when the view's content arrives. `ref` goes
 * on the view's box; the reserved height is set through the CSSOM (no
 * `style` attribute, which a strict Content-Security-Policy refuses).
 */
export function useViewSize(view: ViewName, shellOnly: boolean) {
  const heights = useRef(new Map<ViewName, number>())
  // Observed once the view is in (not in the click that shows the shell).
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      if (shellOnly) {
        const height = heights.current.get(view) ?? firstHeights[view] ?? 0
        element.style.setProperty('min-height', `${height}px`)
        return
      }
      element.style.removeProperty('min-height')
      if (typeof ResizeObserver !== 'function') return
      const observer = new ResizeObserver((entries) => {
        const height = entries[0]?.borderBoxSize?.[0]?.blockSize
        if (height) heights.current.set(view, height)
      })
      observer.observe(element)
      return () => observer.disconnect()
    },
    [view, shellOnly],
  )
  return { ref }
}
