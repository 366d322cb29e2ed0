/** Bound for when no frame comes (a hidden tab renders none). */
const FALLBACK_MS = 100

/**
 * Calls `callback` once the browser has painted the next frame (a
 * requestAnimationFrame, then a task after that frame's rendering), so
 * work started by a view that just mounted — requests, store updates and
 * the re-renders they cause — does not delay the frame that first shows
 * it. Without a frame within 100 ms (hidden tab, no
 * requestAnimationFrame) it runs anyway. Returns a function that cancels
 * it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    callback()
  }
  let task: ReturnType<typeof setTimeout> | undefined
  const fallback = setTimeout(run, FALLBACK_MS)
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          task = setTimeout(run, 0)
        })
      : undefined
  return () => {
    done = true
    clearTimeout(fallback)
    if (task !== undefined) clearTimeout(task)
    if (frame !== undefined) cancelAnimationFrame(frame)
  }
}
