import type { ViewName } from '@latch/core'
import { useCallback, useRef } from 'react'

/**
 * The box's vertical padding (with a negative margin of the same size, see
 * styles.ts): room for the view's focus rings, which the box's vertical
 * clip would otherwise cut.
 */
const BOX_PADDING_PX = 6

/**
 * Heights (px) reserved for a view whose shell shows first (see Modal)
 * before it ever showed: Account's first render, as measured in
 * bench/apps (offline).
 */
const firstHeights: Partial<Record<ViewName, number>> = { Account: 452 }

/**
 * The animated height of the view's box (`.l-body`, the parent of the
 * element `ref` goes on): a ResizeObserver on the view sets the box's
 * height to the view's, and the stylesheet's transition on `height` moves
 * the dialog from the old view's height to the new one's — the header
 * glides instead of jumping. The observer reports after layout and before
 * paint, so each frame shows the box at its new start; the first height
 * set on an open (from `auto`) never animates, and under
 * `prefers-reduced-motion` the stylesheet drops the transition. While only
 * the shell shows (`shellOnly`), the box keeps the height the view last
 * had, so nothing moves when it comes in. Set through the CSSOM (no
 * `style` attribute, which a strict Content-Security-Policy refuses).
 */
export function useViewSize(view: ViewName, shellOnly: boolean) {
  const heights = useRef(new Map<ViewName, number>())
  const ref = useCallback(
    (element: HTMLElement | null) => {
      const box = element?.parentElement
      if (!element || !box) return
      const setHeight = (height: number) =>
        box.style.setProperty('height', `${height + 2 * BOX_PADDING_PX}px`)
      if (shellOnly) {
        setHeight(heights.current.get(view) ?? firstHeights[view] ?? 0)
        return
      }
      if (typeof ResizeObserver !== 'function') return
      const observer = new ResizeObserver((entries) => {
        const height = entries[0]?.borderBoxSize?.[0]?.blockSize
        if (height === undefined) return
        heights.current.set(view, height)
        setHeight(height)
      })
      observer.observe(element)
      return () => observer.disconnect()
    },
    [view, shellOnly],
  )
  return { ref }
}
