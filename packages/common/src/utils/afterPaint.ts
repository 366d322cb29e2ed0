/** How long a page without animation frames (hidden) waits instead. */
const NO_FRAME_MS = 100

/**
 * Runs `run` once the frame being prepared has been painted: in a task
 * after the next animation frame. Work a click starts but does not show
 * (fetching a chunk, a check with the API server) goes here, so it never
 * delays the frame that shows the click's answer. A hidden page (no
 * frames) runs it after `NO_FRAME_MS`; outside a browser, in the next
 * task. Returns a cancel function.
 */
export function afterPaint(run: () => void): () => void {
  const timers: ReturnType<typeof setTimeout>[] = []
  let frame: number | undefined
  let settled = false
  const cancel = () => {
    settled = true
    for (const timer of timers) clearTimeout(timer)
    if (frame !== undefined) cancelAnimationFrame(frame)
  }
  const once = () => {
    if (settled) return
    cancel()
    run()
  }
  if (typeof requestAnimationFrame !== 'function') {
    timers.push(setTimeout(once, 0))
    return cancel
  }
  frame = requestAnimationFrame(() => {
    timers.push(setTimeout(once, 0))
  })
  timers.push(setTimeout(once, NO_FRAME_MS))
  return cancel
}
