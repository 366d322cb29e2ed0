import { useCallback } from 'react'

/**
 * The animated height of the view's box (`.l-body`, the parent of the
 * element `ref` goes on): a ResizeObserver on the view sets the box's
 * height to the view's, and the stylesheet's transition on `height` moves
 * the dialog from the old view's height to the new one's — the header
 * glides instead of jumping. The observer reports after layout and before
 * paint, so each frame shows the box at its new start; the first height
 * set on an open (from `auto`) never animates, and under
 * `prefers-reduced-motion` the stylesheet drops the transition. Set through
 * the CSSOM (no `style` attribute, which a strict Content-Security-Policy
 * refuses).
 */
export function useViewSize() {
  const ref = useCallback((element: HTMLElement | null) => {
    const box = element?.parentElement
    if (!element || !box || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver((entries) => {
      const height = entries[0]?.borderBoxSize?.[0]?.blockSize
      if (height !== undefined)
        box.style.setProperty('height', `${height + 2 * BOX_PADDING_PX}px`)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref }
}

/**
 * The box's vertical padding (with a negative margin of the same size, see
 * styles.ts): room for the view's focus rings, which the box's vertical
 * clip would otherwise cut.
 */
const BOX_PADDING_PX = 6
