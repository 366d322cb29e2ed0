/**
 * Calls `onChange(visible)` as the browser reports whether `target` is
 * really visible to the user: not covered, not transparent, not filtered
 * (IntersectionObserver v2 `trackVisibility`, in Chromium). The host page
 * controls the frame's iframe, so a clickjacking page could hide it under
 * a decoy; with v2 the frame knows. Without v2 it reports visible once (the
 * approval screen then relies on its arming delay alone). Returns a stop.
 */
export function watchVisibility(
  target: Element,
  onChange: (visible: boolean) => void,
  scope: {
    IntersectionObserver?: typeof IntersectionObserver | undefined
    IntersectionObserverEntry?: { prototype: object } | undefined
  } = globalThis,
): () => void {
  const Observer = scope.IntersectionObserver
  const supportsV2 =
    typeof Observer === 'function' &&
    scope.IntersectionObserverEntry !== undefined &&
    'isVisible' in scope.IntersectionObserverEntry.prototype
  if (!Observer || !supportsV2) {
    onChange(true)
    return () => {}
  }
  onChange(false)
  const observer = new Observer(
    (entries) => {
      const last = entries[entries.length - 1] as
        | (IntersectionObserverEntry & { isVisible?: boolean })
        | undefined
      if (last) onChange(last.isVisible === true)
    },
    // v2 options (not in TypeScript's DOM lib yet); delay ≥ 100 is required.
    {
      threshold: [0, 1],
      trackVisibility: true,
      delay: 100,
    } as IntersectionObserverInit,
  )
  observer.observe(target)
  return () => observer.disconnect()
}
