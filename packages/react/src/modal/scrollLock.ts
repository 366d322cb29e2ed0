// What the lock changes, on <html> and on <body> (a host may scroll either).
const PROPERTIES = ['overflow-x', 'overflow-y', 'scrollbar-gutter'] as const

let locks = 0
let restore: (() => void) | undefined
// The page's vertical scrollbar width, kept by watchScrollbarGap.
let knownGap: number | undefined
let watchers = 0
let observer: ResizeObserver | undefined

/**
 * Keeps the width of the page's scrollbar known (a ResizeObserver on
 * <html>, read after the browser's own layout), so that locking the
 * scroll in the click that opens the modal forces no layout of the page
 * with the new dialog in it. The modal watches while it is mounted;
 * without ResizeObserver the lock measures when it applies.
 */
export function watchScrollbarGap(): () => void {
  if (typeof ResizeObserver !== 'function') return () => {}
  if (watchers++ === 0) {
    const root = document.documentElement
    observer = new ResizeObserver(() => {
      knownGap = window.innerWidth - root.clientWidth
    })
    observer.observe(root)
  }
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    if (--watchers > 0) return
    observer?.disconnect()
    observer = undefined
    knownGap = undefined
  }
}

/**
 * Stops the page behind the modal from scrolling (wheel, keys, touch):
 * `overflow: hidden` on <html> and <body>; when the page had a scrollbar,
 * `scrollbar-gutter: stable` keeps its width, so nothing moves sideways.
 * Set through the CSSOM (`style.setProperty`), which a strict
 * Content-Security-Policy allows. Counted: nested locks share one, and the
 * last release puts back exactly what the host had inline (values,
 * `!important`, and no `style` attribute where there was none).
 * Returns the release.
 */
export function lockScroll(): () => void {
  if (locks++ === 0) restore = apply()
  let released = false
  return () => {
    if (released) return
    released = true
    if (--locks === 0) restore?.()
  }
}

function apply(): () => void {
  const root = document.documentElement
  const gap = knownGap ?? window.innerWidth - root.clientWidth
  const undo = [root, document.body].map((element) => {
    const { style } = element
    const hadAttribute = element.hasAttribute('style')
    const saved = PROPERTIES.map(
      (name) =>
        [
          name,
          style.getPropertyValue(name),
          style.getPropertyPriority(name),
        ] as const,
    )
    style.setProperty('overflow-x', 'hidden', 'important')
    style.setProperty('overflow-y', 'hidden', 'important')
    if (element === root && gap > 0)
      style.setProperty('scrollbar-gutter', 'stable', 'important')
    return () => {
      for (const [name, value, priority] of saved)
        if (value) style.setProperty(name, value, priority)
        else style.removeProperty(name)
      if (!hadAttribute && !style.length) element.removeAttribute('style')
    }
  })
  return () => {
    for (const release of undo) release()
  }
}
